import Tempo
import TempoScene

/// How the lines of a multi-line text line up (SwiftUI's `TextAlignment`).
public typealias TextAlignment = TempoScene.TextAlignment

extension EnvironmentValues {
  /// How the lines of wrapped text line up (SwiftUI's default: leading).
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The weight text is drawn in whatever its font's (`nil`, the default: the font's own);
  /// `.bold()` and `.fontWeight(_:)` set it.
  public var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// The most lines a text shows (`nil`, the default: as many as it needs).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

private enum MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

private enum FontWeightKey: EnvironmentKey {
  static var defaultValue: Font.Weight? { nil }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
