import Tempo
import TempoScene

extension EnvironmentValues {
  /// The font text and symbols use (`nil`: body, 17 pt).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The colour of text, symbols and shapes without their own (`nil`: the primary colour).
  public var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The gradient text, symbols and shapes without their own style are drawn with, set by
  /// `foregroundStyle` (internal; `nil`: ``foregroundColor``).
  var foregroundGradient: GradientPaint? {
    get { self[ForegroundGradientKey.self] }
    set { self[ForegroundGradientKey.self] = newValue }
  }

  /// What shapes and symbols without their own style paint with: the foreground gradient,
  /// else the foreground colour, else the primary colour (internal; not yet resolved).
  var foregroundPaint: StylePaint {
    foregroundGradient.map { .gradient($0) } ?? .color(foregroundColor ?? primaryColor)
  }

  /// The appearance, dark by default.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether controls in the view take input (`.disabled(true)` makes it false).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The colour of primary text: white in dark appearance, black in light.
  var primaryColor: Color { colorScheme == .dark ? .white : .black }
}

private enum FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private enum ForegroundColorKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private enum ForegroundGradientKey: EnvironmentKey {
  static var defaultValue: GradientPaint? { nil }
}

private enum ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .dark }
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
