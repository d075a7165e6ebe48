import Foundation

/// A rectangle whose shorter sides are half circles (corner radius = half the shorter side).
public struct CapsuleShape: SceneShape, Hashable {
  /// The corners' shape.
  public var style: RoundedCornerStyle

  /// Creates a capsule with corners in `style`.
  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  /// `rect` with corners of half its shorter side.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}
