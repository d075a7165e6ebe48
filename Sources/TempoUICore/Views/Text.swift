import Tempo
import TempoScene

/// Text in the environment's font and foreground colour (SwiftUI's `Text`).
///
/// Offered less width than its one-line size, it wraps at spaces (inside a word longer than
/// the width), growing a line height per line; `.multilineTextAlignment(_:)` lines the lines up
/// and `.lineLimit(_:)` cuts them short with "…".
public struct Text: View {
  var content: String
  /// The gradient this text's own `foregroundStyle` asked for, none or one: kept out of
  /// ``style`` so that stays trivially copied (views are compared by their bytes, and a
  /// non-trivial copy leaves its padding bytes unset).
  var gradients: [GradientPaint] = []
  /// What this text's own modifiers (`Text.font(_:)`, `.bold()`, …) set over the environment.
  var style = TextStyle()

  /// Shows `content` as it is.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Shows `content` as it is (SwiftUI would look it up as a localized key first).
  public init(verbatim content: String) {
    self.content = content
  }

  /// Text is primitive.
  public typealias Body = Never
}

extension Text: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    TextNode(content, engine: engine)
  }

  func update(node: Node, element: Element) {
    guard let text = node as? TextNode else { return }
    var environment = style.applied(to: element.environment)
    if let own = gradients.first { environment.foregroundGradient = own }
    let content = Self.cased(content, environment.textCase)
    if text.text != content { text.text = content }
    let size = (environment.font ?? .body).size
    if text.fontSize != size { text.fontSize = size }
    let color = (environment.foregroundColor ?? environment.primaryColor)
      .resolved(in: environment.colorScheme)
    if text.color != color { text.color = color }
    var gradient: GradientPaint?
    if environment.foregroundGradient != nil,
      case .gradient(let paint) = environment.foregroundPaint.resolved(in: environment.colorScheme)
    {
      gradient = paint
    }
    if text.gradient != gradient { text.gradient = gradient }
    if text.multilineTextAlignment != environment.multilineTextAlignment {
      text.multilineTextAlignment = environment.multilineTextAlignment
    }
    if text.lineLimit != environment.lineLimit { text.lineLimit = environment.lineLimit }
    let bold = Self.isBold(in: environment)
    if text.isBold != bold { text.isBold = bold }
    let fontStyle = style.fontStyle(in: environment)
    if text.fontStyle != fontStyle { text.fontStyle = fontStyle }
  }

  /// Whether the environment's weight (`.bold()`, `.fontWeight`, else the font's) is bold.
  static func isBold(in environment: EnvironmentValues) -> Bool {
    let font = environment.font ?? .body
    return font.weight(environment.fontWeight ?? font.weight).isBold
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let text = element.node as? TextNode, text.wrapWidth != bounds.width else { return }
    text.wrapWidth = bounds.width
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    layout(width: proposal.width, element: element).size
  }

  /// The first line's baseline (the last line's for `.lastTextBaseline`), from the text's top:
  /// the lines above it and its ascent, as the text wraps at `size`'s width.
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double? {
    let environment = style.applied(to: element.environment)
    return layout(width: Double(size.width), element: element).baseline(
      last: guide == .lastTextBaseline, fontSize: (environment.font ?? .body).size,
      bold: Self.isBold(in: environment), style: style.fontStyle(in: environment),
      measurer: element.graph.scene.textMeasurer)
  }

  /// The text broken into lines at most `width` points wide, in its element's environment.
  private func layout(width: Double?, element: Element) -> TextLayout {
    let environment = style.applied(to: element.environment)
    return TextLayout(
      Self.cased(content, environment.textCase), fontSize: (environment.font ?? .body).size,
      bold: Self.isBold(in: environment), style: style.fontStyle(in: environment),
      width: width,
      lineLimit: environment.lineLimit, measurer: element.graph.scene.textMeasurer)
  }
}
