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

  /// The design text is drawn in whatever its font's (`nil`, the default: the font's own);
  /// `.fontDesign(_:)` sets it.
  public var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }

  /// Whether text is drawn italic whatever its font (`.italic()` on a view sets it).
  var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  /// Whether text's digits all take one advance whatever its font (`.monospacedDigit()` on a
  /// view sets it).
  var hasMonospacedDigits: Bool {
    get { self[MonospacedDigitKey.self] }
    set { self[MonospacedDigitKey.self] = newValue }
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

private enum FontDesignKey: EnvironmentKey {
  static var defaultValue: Font.Design? { nil }
}

private enum ItalicKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum MonospacedDigitKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
