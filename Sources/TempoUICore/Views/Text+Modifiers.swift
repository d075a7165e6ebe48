import Tempo
import TempoScene

// SwiftUI's text modifiers return `Text`, so texts can be joined with `+` and styled inside
// a `Canvas`; each sets its override for this text alone.
extension Text {
  /// This text in `font` (`nil`: the environment's).
  public func font(_ font: Font?) -> Text {
    var text = self
    text.style.font = font
    return text
  }

  /// This text in `weight` (`nil`: its font's).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.style.weight = weight
    return text
  }

  /// This text bold (`false`: in its font's weight).
  public func bold(_ isActive: Bool = true) -> Text {
    fontWeight(isActive ? .bold : nil)
  }

  /// This text in `color` (`nil`: the environment's).
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.style.color = color
    text.style.hasGradient = false
    return text
  }

  /// This text in `style`: a colour, or a gradient's first colour (with one warning when
  /// drawn, as for any text under a gradient).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    guard let paint = knownPaint(of: style) else { return text }
    text.style.color = paint.firstColor
    if case .gradient = paint { text.style.hasGradient = true }
    return text
  }

  /// Asks for italics: accepted, not drawn (TempoUI's family has no italic face).
  public func italic(_ isActive: Bool = true) -> Text { self }

  /// Asks for a font design: accepted, drawn in TempoUI's sans-serif family.
  public func fontDesign(_ design: Font.Design?) -> Text { self }

  /// Asks for digits of one width: accepted, drawn as the family draws them.
  public func monospacedDigit() -> Text { self }

  /// Asks for `kerning` points between characters: accepted, not drawn.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Asks for `tracking` points between characters: accepted, not drawn.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// Asks for an underline: accepted, not drawn.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

  /// Asks for a strikethrough: accepted, not drawn.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

  /// The two texts one after the other. The joined text takes the first one's style (one
  /// text node draws one font and colour); a second text styled differently logs one line.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.content += rhs.content
    if rhs.style != lhs.style, rhs.style != TextStyle() {
      warnOnce("Text + Text: TempoUI draws the joined text in the first text's font and colour")
    }
    return joined
  }
}
