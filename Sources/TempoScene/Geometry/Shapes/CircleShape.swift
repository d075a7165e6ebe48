import Foundation

/// The largest circle that fits, centred in the rectangle it is drawn in.
public struct CircleShape: SceneShape, Hashable {
  /// Creates a circle.
  public init() {}

  /// The circle of diameter min(width, height) centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter,
        height: diameter))
  }
}
