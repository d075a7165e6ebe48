import TempoScene

/// A text size, weight, design and slant (SwiftUI's `Font`); the text styles have iOS's default
/// sizes.
///
/// The backend draws each design in the family the system's font configuration gives for it
/// (sans-serif, serif, monospace, a rounded family where one is installed), each weight in the
/// family's nearest face, italic in its italic face.
public struct Font: Hashable, Sendable {
  /// The size, in points.
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// The design asked for.
  public var design: Design = .default
  /// Whether the italic face draws the text.
  public var isItalic = false
  /// Whether digits all take one advance (tabular figures).
  public var hasMonospacedDigits = false
  /// The family or PostScript name a custom font asked for (``custom(_:size:)``), as its
  /// number in ``FontNames`` (0: none): a number keeps `Font` plain bytes, which a view's
  /// comparison with its last value reads.
  package var familyNameID: Int32 = 0
  /// The family or PostScript name a custom font asked for, `nil` for a system font.
  package var familyName: String? { FontNames.name(for: familyNameID) }

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

  /// A font named `name` (a family, such as "Noto Serif", or a PostScript face, such as
  /// "NotoSerif-Bold") of `size` points.
  ///
  /// The installed font with that name draws the text, matched through the system's font
  /// configuration; Apple's families with no Linux counterpart draw in the nearest design
  /// (Menlo, SF Mono and Courier New in monospace, New York in serif, SF Pro Rounded rounded),
  /// and any other missing name in the sans-serif family, as SwiftUI falls back to the system
  /// font.
  public static func custom(_ name: String, size: Double) -> Font {
    var font = Font(size: size, weight: .regular)
    font.familyNameID = FontNames.id(for: name)
    return font
  }

  /// A font named `name` of `size` points, scaled with `textStyle` in SwiftUI (TempoUI has no
  /// Dynamic Type: `size` as is); matched as ``custom(_:size:)`` matches it.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A font named `name` of exactly `fixedSize` points, matched as ``custom(_:size:)`` matches
  /// it.
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    custom(name, size: fixedSize)
  }

  /// The same font with `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The same font, italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The same font with digits that all take one advance (the font's tabular figures).
  public func monospacedDigit() -> Font {
    var font = self
    font.hasMonospacedDigits = true
    return font
  }

  /// The same font in the monospaced design.
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }

  /// Whether text in this weight is semibold or heavier.
  public var isBold: Bool {
    switch weight {
    case .semibold, .bold, .heavy, .black: true
    default: false
    }
  }

  /// The weight on the OpenType scale: 100 (ultra-light) to 900 (black), 400 regular.
  var openTypeWeight: Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
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
