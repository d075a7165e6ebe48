import Tempo
import TempoScene

/// How a `List` lays out (internal): its layout children are its rows, built lazily (see
/// ``LazyContainer``); the separators are scene nodes of its own, kept in its element's storage,
/// placed under each built row in the transaction of the layout. Offered less height than its
/// rows take, it scrolls them by the wheel, as a ``ScrollView`` does, and clips them.
extension List: PrimitiveView, LazyContainer, ScrollContainer {
  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  var rowAxis: Axis { .vertical }
  var isAlwaysWindowed: Bool { true }

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

  /// A row with its insets: the content's frame grown to the row's height about its centre,
  /// and by the insets at its sides.
  func cellFrame(ofRow frame: CGRect) -> CGRect {
    let height = max(
      ListMetrics.minimumRowHeight, Double(frame.height) + 2 * ListMetrics.verticalInset)
    return CGRect(
      x: Double(frame.minX) - ListMetrics.horizontalInset, y: Double(frame.midY) - height / 2,
      width: Double(frame.width) + 2 * ListMetrics.horizontalInset, height: height)
  }

  /// Sets the state's stride: the built rows' mean height for a list `width` wide.
  private func measure(_ element: Element, width: Double?) {
    let state = LazyState.of(element)
    guard !state.built.isEmpty else { return }
    var total = 0.0
    for row in element.layoutChildren { total += rowHeight(row, width: contentWidth(width)) }
    state.stride = total / Double(state.built.count)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let rows = element.layoutChildren
    let width =
      proposal.width
      ?? (rows.map {
        Double($0.sizeThatFits(.unspecified).width)
      }.max() ?? 0) + 2 * ListMetrics.horizontalInset
    measure(element, width: width)
    let height = proposal.height ?? LazyState.of(element).contentLength(spacing: 0)
    return CGSize(width: width, height: height)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let state = LazyState.of(element)
    let width = contentWidth(Double(bounds.width))
    measure(element, width: Double(bounds.width))
    let offset = scroll(element, contentHeight: state.contentLength(spacing: 0), bounds: bounds)
    let visible: ClosedRange<Double>?
    if let offset {
      visible = offset...(offset + Double(bounds.height))
    } else {
      visible = LazyWindow.visibleRect(of: element).map {
        Double($0.minY - bounds.minY)...Double($0.maxY - bounds.minY)
      }
    }
    buildRows(near: visible, element: element)
    measure(element, width: Double(bounds.width))
    var separators: [CGRect] = []
    var y = Double(bounds.minY) + Double(state.built.lowerBound) * state.stride - (offset ?? 0)
    let leading = Double(bounds.minX) + ListMetrics.horizontalInset
    for row in element.layoutChildren {
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

  /// Keeps the list's scroll state for content `contentHeight` high in `bounds`; returns the
  /// scroll offset when the rows are taller than the list (it then scrolls and clips), else
  /// `nil`.
  private func scroll(_ element: Element, contentHeight: Double, bounds: CGRect) -> Double? {
    let state = ScrollState.of(element)
    state.axes = .vertical
    state.contentSize = CGSize(width: bounds.width, height: contentHeight)
    state.viewport = bounds.size
    state.offset = state.clamped(state.offset)
    let scrolls = contentHeight > Double(bounds.height) + 0.5
    if let node = element.node {
      if node.clipsChildren != scrolls { node.clipsChildren = scrolls }
      let handles = scrolls && element.environment.isScrollEnabled
      if handles != (node.onScroll != nil) {
        node.onScroll = handles ? ScrollState.wheelAction(state, element: element) : nil
      }
    }
    return scrolls ? Double(state.offset.y) : nil
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
