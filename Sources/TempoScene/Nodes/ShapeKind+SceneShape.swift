import Foundation

extension ShapeKind: SceneShape {
  /// The outline in `rect` with square corners (a ``ShapeNode`` passes its corner radius
  /// instead, through ``path(in:cornerRadius:)``).
  public func path(in rect: CGRect) -> Path { path(in: rect, cornerRadius: 0) }
}
