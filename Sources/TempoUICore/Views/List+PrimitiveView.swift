import Tempo
import TempoScene

/// How a `List` lays out (internal): its layout children are its rows; the separators are
/// scene nodes of its own, kept in its element's storage, placed under each row in the
/// transaction of the layout.
extension List: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  var buildsChildrenFromClosures: Bool { true }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  /// The rows know they are in a list (a `NavigationLink` draws as a list row there).
  func childEnvironment(_ environment: EnvironmentValues, element: Element) -> EnvironmentValues {
    guard !environment.isInList else { return environment }
    var copy = environment
    copy.isInList = true
    return copy
  }

  /// The content width offered to rows in a list `width` wide (`nil`: their ideal).
  private func contentWidth(_ width: Double?) -> Double? {
    width.map { max($0 - 2 * ListMetrics.horizontalInset, 0) }
  }

  /// A row's height for a list offering its content `width`.
  private func rowHeight(_ row: Element, width: Double?) -> Double {
    let content = row.sizeThatFits(ProposedViewSize(width: width, height: nil))
    return max(
      ListMetrics.minimumRowHeight, Double(content.height) + 2 * ListMetrics.verticalInset)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let rows = element.layoutChildren
    let width =
      proposal.width
      ?? (rows.map {
        Double($0.sizeThatFits(.unspecified).width)
      }.max() ?? 0) + 2 * ListMetrics.horizontalInset
    let height =
      proposal.height
      ?? rows.reduce(0) { $0 + rowHeight($1, width: contentWidth(width)) }
    return CGSize(width: width, height: height)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let rows = element.layoutChildren
    let width = contentWidth(Double(bounds.width))
    var separators: [CGRect] = []
    var y = Double(bounds.minY)
    let leading = Double(bounds.minX) + ListMetrics.horizontalInset
    for row in rows {
      let height = rowHeight(row, width: width)
      let size = row.sizeThatFits(
        ProposedViewSize(width: width, height: height - 2 * ListMetrics.verticalInset))
      row.place(
        in: CGRect(
          x: leading, y: y + (height - Double(size.height)) / 2, width: Double(size.width),
          height: Double(size.height)))
      y += height
      separators.append(
        CGRect(
          x: leading, y: y - ListMetrics.separatorThickness,
          width: max(Double(bounds.maxX) - leading, 0), height: ListMetrics.separatorThickness))
    }
    placeSeparators(separators, element: element)
  }

  /// Makes, removes and places the separator nodes so there is one per rectangle.
  private func placeSeparators(_ frames: [CGRect], element: Element) {
    guard let node = element.node else { return }
    let box: SeparatorNodes
    if let known = element.storage[SeparatorNodes.Key.self] {
      box = known
    } else {
      box = SeparatorNodes()
      element.storage[SeparatorNodes.Key.self] = box
    }
    let color = ListMetrics.separatorColor(element.environment.colorScheme)
    while box.nodes.count > frames.count { node.removeChild(box.nodes.removeLast()) }
    for (index, frame) in frames.enumerated() {
      let center = CGPoint(x: frame.midX, y: frame.midY)
      if index < box.nodes.count {
        box.nodes[index].fill = color
        element.graph.setLayout(
          of: box.nodes[index], size: frame.size, center: center, isNew: false)
      } else {
        let separator = ShapeNode(.rectangle, fill: color, engine: element.graph.engine)
        element.graph.setLayout(of: separator, size: frame.size, center: center, isNew: true)
        withCurrentTransaction(Transaction(animation: nil)) { node.addChild(separator) }
        box.nodes.append(separator)
      }
    }
  }
}

/// The separator nodes of a list, kept in its element's storage (internal).
@MainActor
final class SeparatorNodes {
  var nodes: [ShapeNode] = []

  /// The key of a list's separators in its element's storage.
  enum Key: ElementStorageKey {
    static var defaultValue: SeparatorNodes? { nil }
  }
}
