import Tempo
import TempoScene

/// The line of a text field (internal): its text, or its placeholder while the text is empty,
/// and, while the field is focused, the caret, slid sideways so the caret stays in view.
///
/// It takes the width it is offered (its text's width when offered none) and one line's
/// height in the environment's font. Text that fits is lined up by the environment's
/// `multilineTextAlignment`; text wider than the field starts at its leading edge, and while
/// focused moves left as far as the caret needs (an unfocused field shows its start, as on iOS).
/// Its content changes without animation; the line itself moves and resizes as one.
struct FieldLine: View, PrimitiveView {
  /// What the field shows (bullets for a secure field).
  let text: String
  /// What it shows while `text` is empty, in the placeholder colour.
  let placeholder: Text?
  /// The caret's position in characters, or `nil` when the field is not focused.
  let caret: Int?
  /// The caret's colour.
  let caretColor: Color

  typealias Body = Never

  /// The caret's width, in points.
  static var caretWidth: Double { 2 }
  /// iOS's placeholder text colour (its tertiary label): #3C3C43 at 30 % in the light
  /// appearance, #EBEBF5 at 30 % in the dark one.
  static var placeholderColor: Color { Color(hex: 0xEBEBF5, opacity: 0.3) }
  /// The key of how far the text is slid left, in points, in the element's storage.
  private enum ScrollKey: ElementStorageKey {
    static var defaultValue: Double { 0 }
  }

  func makeNode(engine: AnimationEngine) -> Node? {
    let node = GroupNode(.overlay(), engine: engine)
    node.clipsChildren = true
    return node
  }

  // What the field shows changes at once, whatever transaction or `.animation` surrounds it:
  // as on iOS, where a platform view draws it, typed text is not a view inserted with a
  // transition, and the caret and the slide do not move along the curve. The line's frame
  // (and its clip) moves and resizes with the field's, its content riding along inside it.
  var movesAsOne: Bool { true }
  var editsChildTransactions: Bool { true }
  var editsDescendantTransactions: Bool { true }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    transactionForDescendantChange(transaction)
  }

  func transactionForDescendantChange(_ transaction: Transaction) -> Transaction {
    var unanimated = transaction
    unanimated.animation = nil
    unanimated.disablesAnimations = true
    return unanimated
  }

  func children(in context: ElementContext) -> [ChildView] {
    var children: [ChildView]
    if text.isEmpty, let placeholder {
      children = [ChildView(key: 1, view: Self.placeholderStyled(placeholder))]
    } else {
      children = [ChildView(key: 0, view: Text(verbatim: text))]
    }
    if caret != nil {
      children.append(ChildView(key: 2, view: Rectangle().fill(caretColor)))
    }
    return children
  }

  /// The placeholder in the placeholder colour, unless its own modifiers chose one (the
  /// colour is the environment's, which a `Text`'s own colour overrides).
  private static func placeholderStyled<V: View>(_ placeholder: V) -> some View {
    placeholder.foregroundColor(placeholderColor)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let height = Self.lineHeight(in: element)
    if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
    let content = element.layoutChildren.first?.sizeThatFits(.unspecified).width ?? 0
    return CGSize(width: content + Self.caretWidth, height: height)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let children = element.layoutChildren
    guard let shown = children.first else { return }
    let shownWidth = shown.sizeThatFits(.unspecified).width
    let caretX = caret.map {
      text.isEmpty ? 0 : Self.width(of: String(text.prefix($0)), in: element)
    }
    let scroll = Self.scroll(
      content: shownWidth, field: bounds.width, caretX: caretX,
      alignment: element.environment.multilineTextAlignment,
      previous: element.storage[ScrollKey.self])
    element.storage[ScrollKey.self] = scroll
    shown.place(
      in: CGRect(
        x: bounds.minX - scroll, y: bounds.minY, width: shownWidth, height: bounds.height))
    if let caretX, children.count > 1 {
      children[1].place(
        in: CGRect(
          x: bounds.minX + caretX - scroll, y: bounds.minY, width: Self.caretWidth,
          height: bounds.height))
    }
  }

  /// How far the content is slid left, in points (negative: right, to line up text that fits).
  ///
  /// Text that fits (with the caret) is lined up by `alignment`. Wider text keeps the slide it
  /// had, moved just enough to show the caret (`caretX` from the text's start), and never past
  /// the text's end; without a caret it starts at the field's leading edge.
  static func scroll(
    content: Double, field: Double, caretX: Double?, alignment: TextAlignment, previous: Double
  ) -> Double {
    let slack = field - content - caretWidth
    if slack >= 0 {
      switch alignment {
      case .leading: return 0
      case .center: return -slack / 2
      case .trailing: return -slack
      }
    }
    guard let caretX else { return 0 }
    var scroll = min(max(previous, 0), content + caretWidth - field)
    if caretX - scroll < 0 { scroll = caretX }
    if caretX + caretWidth - scroll > field { scroll = caretX + caretWidth - field }
    return scroll
  }

  /// One line's height in the element's font, in points.
  private static func lineHeight(in element: Element) -> Double {
    measure(" ", in: element).height
  }

  /// The width of `text` in the element's font, in points.
  private static func width(of text: String, in element: Element) -> Double {
    measure(text, in: element).width
  }

  private static func measure(_ text: String, in element: Element) -> CGSize {
    let environment = element.environment
    return element.graph.scene.textMeasurer.size(
      of: text, fontSize: (environment.font ?? .body).size,
      style: TextStyle().fontStyle(in: environment))
  }
}
