import TempoScene

/// A text size and weight (SwiftUI's `Font`); the text styles have iOS's default sizes.
///
/// A design (`.rounded`, `.serif`, `.monospaced`) is kept but drawn in the one sans-serif
/// family TempoUI draws text with.
public struct Font: Hashable, Sendable {
  /// The size, in points.
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// The design asked for (drawn in the sans-serif family: see the type's discussion).
  public var design: Design = .default

  /// A font weight.
  public enum Weight: Hashable, Sendable {
    /// The ultra-light weight.
    case ultraLight
    /// The thin weight.
    case thin
    /// The light weight.
    case light
    /// The regular weight.
    case regular
    /// The medium weight.
    case medium
    /// The semibold weight.
    case semibold
    /// The bold weight.
    case bold
    /// The heavy weight.
    case heavy
    /// The black weight.
    case black
  }

  /// The system font of `size` points in `weight` (`nil`: regular) and `design` (`nil`: the
  /// default).
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  /// The system font of a text style's size, in `design` and `weight` (`nil`: the style's).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = style.font
    if let design { font.design = design }
    if let weight { font.weight = weight }
    return font
  }

  /// A font named `name` of `size` points: TempoUI draws it with its sans-serif family.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(size: size, weight: .regular)
  }

  /// A font named `name` of `size` points, scaled with `textStyle` in SwiftUI (TempoUI has no
  /// Dynamic Type: `size` as is, in its sans-serif family).
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    Font(size: size, weight: .regular)
  }

  /// A font named `name` of exactly `fixedSize` points, in TempoUI's sans-serif family.
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    Font(size: fixedSize, weight: .regular)
  }

  /// The same font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The same font (italic is not drawn: TempoUI's family has no italic face).
  public func italic() -> Font { self }

  /// The same font (its digits are already drawn as the family draws them).
  public func monospacedDigit() -> Font { self }

  /// The same font in the monospaced design (drawn in the sans-serif family).
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }

  /// Whether text in this weight is drawn with the bold face (semibold and heavier; TempoUI
  /// has a regular and a bold face only).
  public var isBold: Bool {
    switch weight {
    case .semibold, .bold, .heavy, .black: true
    default: false
    }
  }

  /// Large title, 34 pt.
  public static let largeTitle = Font(size: 34, weight: .regular)
  /// Title, 28 pt.
  public static let title = Font(size: 28, weight: .regular)
  /// Second-level title, 22 pt.
  public static let title2 = Font(size: 22, weight: .regular)
  /// Third-level title, 20 pt.
  public static let title3 = Font(size: 20, weight: .regular)
  /// Headline, 17 pt semibold.
  public static let headline = Font(size: 17, weight: .semibold)
  /// Body, 17 pt.
  public static let body = Font(size: 17, weight: .regular)
  /// Callout, 16 pt.
  public static let callout = Font(size: 16, weight: .regular)
  /// Subheadline, 15 pt.
  public static let subheadline = Font(size: 15, weight: .regular)
  /// Footnote, 13 pt.
  public static let footnote = Font(size: 13, weight: .regular)
  /// Caption, 12 pt.
  public static let caption = Font(size: 12, weight: .regular)
  /// Second-level caption, 11 pt.
  public static let caption2 = Font(size: 11, weight: .regular)
}
