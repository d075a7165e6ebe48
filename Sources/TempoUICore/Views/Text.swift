import TempoScene

/// A line of text in the environment's font and foreground colour (SwiftUI's `Text`).
public struct Text: View {
  let content: String

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
    let environment = element.environment
    if text.text != content { text.text = content }
    let size = (environment.font ?? .body).size
    if text.fontSize != size { text.fontSize = size }
    let color = environment.foregroundColor ?? environment.primaryColor
    if text.color != color { text.color = color }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let size = (element.environment.font ?? .body).size
    return element.graph.scene.textMeasurer.size(of: content, fontSize: size)
  }
}
