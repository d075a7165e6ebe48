import Foundation

/// A rectangle with rounded corners, filling the rectangle it is drawn in.
public struct RoundedRectangleShape: SceneShape, Hashable {
  /// The corner radius, in points (clamped to half the shorter side when drawn).
  public var cornerRadius: Double
  /// The corners' shape.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with corners of `cornerRadius` points in `style`.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// `rect` with its corners rounded (see ``Path/init(roundedRect:cornerRadius:style:)``).
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
  }
}
