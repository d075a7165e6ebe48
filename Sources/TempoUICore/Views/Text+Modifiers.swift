import Tempo
import TempoScene

// SwiftUI's text modifiers return `Text`, so texts can be joined with `+` and styled inside
// a `Canvas`; each sets its override for this text alone.
extension Text {
  /// This text in `font` (`nil`: the environment's).
  public func font(_ font: Font?) -> Text {
    styled { $0.font = font }
  }

  /// This text in `weight` (`nil`: its font's).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled { $0.weight = weight }
  }

  /// This text bold (`false`: in its font's weight).
  public func bold(_ isActive: Bool = true) -> Text {
    fontWeight(isActive ? .bold : nil)
  }

  /// This text in `color` (`nil`: the environment's).
  public func foregroundColor(_ color: Color?) -> Text {
    var text = styled {
      $0.color = color
      $0.hasGradient = false
    }
    text.gradients = []
    return text
  }

  /// This text in `style`: a colour, or a gradient placed in the text's frame.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    guard let paint = knownPaint(of: style) else { return text }
    text.style.color = paint.firstColor
    text.gradients = []
    if case .gradient(let gradient) = paint {
      text.style.hasGradient = true
      text.gradients = [gradient]
    }
    return text
  }

  /// This text italic, from its family's italic face (`false`: as its font asks).
  public func italic(_ isActive: Bool = true) -> Text {
    styled { $0.isItalic = isActive }
  }

  /// This text in `design` (`nil`: its font's design).
  public func fontDesign(_ design: Font.Design?) -> Text {
    styled { $0.design = design }
  }

  /// This text with digits that all take one advance (tabular figures).
  public func monospacedDigit() -> Text {
    styled { $0.hasMonospacedDigits = true }
  }

  /// This text with `kerning` extra points after each character.
  public func kerning(_ kerning: CGFloat) -> Text {
    styled { $0.kerning = Double(kerning) }
  }

  /// This text with `tracking` extra points after each character.
  public func tracking(_ tracking: CGFloat) -> Text {
    styled { $0.tracking = Double(tracking) }
  }

  /// This text underlined, in the text's colour (a `color` other than the text's is not drawn).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.isUnderlined = isActive }
  }

  /// This text struck through, in the text's colour (a `color` other than the text's is not
  /// drawn).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.isStruckThrough = isActive }
  }

  /// This text with `change` made to its own style.
  private func styled(_ change: (inout TextStyle) -> Void) -> Text {
    var text = self
    change(&text.style)
    return text
  }

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
