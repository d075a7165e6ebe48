/// How a line of text is drawn besides its size and colour: the weight, design and slant of its
/// face, its figures, decorations and letter spacing (SwiftUI's font and text modifiers).
///
/// A backend matches the face through the system's font configuration; ``TextMeasurer``s
/// measure with the same style so layout follows the drawn advances.
public struct FontStyle: Hashable, Sendable {
  /// A family of faces by its look (SwiftUI's `Font.Design`).
  public enum Design: Hashable, Sendable {
    /// The system's sans-serif family.
    case `default`
    /// A family with serifs.
    case serif
    /// A sans-serif family with rounded ends.
    case rounded
    /// A family whose characters all have one advance.
    case monospaced
  }

  /// The weight, on the OpenType scale from 100 (thin) to 900 (black); 400 is regular, 700 bold.
  public var weight: Int = 400
  /// The family asked for.
  public var design: Design = .default
  /// A family or PostScript face asked for by name (SwiftUI's `Font.custom`), matched before
  /// the design's family, which draws the text when no installed font has the name.
  public var familyName: String?
  /// Whether the italic (or oblique) face draws the text.
  public var isItalic = false
  /// Whether digits all take one advance (the font's tabular figures).
  public var hasMonospacedDigits = false
  /// Whether a line is drawn under the text.
  public var isUnderlined = false
  /// Whether a line is drawn through the text.
  public var isStruckThrough = false
  /// Extra space after each character, in points (SwiftUI's `kerning` plus `tracking`).
  public var letterSpacing: Double = 0

  /// The regular style: regular weight, default design, upright, no decoration or spacing.
  public init() {}

  /// Whether the weight is semibold or heavier (drawn with a bold face where only regular and
  /// bold exist).
  public var isBold: Bool { weight >= 600 }

  /// This style made bold when `bold` is true and its weight is lighter than semibold.
  public func resolved(bold: Bool) -> FontStyle {
    guard bold, !isBold else { return self }
    var style = self
    style.weight = 700
    return style
  }
}
