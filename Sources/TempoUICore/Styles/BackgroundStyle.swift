import Tempo
import TempoScene

/// The system background as a shape style (SwiftUI's `BackgroundStyle`, `.background`): black
/// in the dark appearance, white in the light one, as iOS's system background colour.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The system background.
  public init() {}
}

extension BackgroundStyle: PaintingShapeStyle {
  var stylePaint: StylePaint { .color(Color.backgroundMarker) }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background (or the style `backgroundStyle(_:)` set, where it reads it).
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
  /// The style `background(in:)` fills with, set by `backgroundStyle(_:)` (`nil`: the system
  /// background).
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private enum BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}
