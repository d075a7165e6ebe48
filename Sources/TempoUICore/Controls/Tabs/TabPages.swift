import Tempo
import TempoScene

/// The tabs of a tab view (internal): the selected one in the space above the bar (the others
/// hidden), or, paged, every page side by side with the selected one in view.
struct TabPages<Content: View>: View, PrimitiveView, TabPagesMarker {
  let content: Content
  let selected: AnyHashable?
  let isPaged: Bool

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
  }

  func update(node: Node, element: Element) {
    node.clipsChildren = isPaged
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let tabs = element.layoutChildren
    let index = Self.index(of: selected, in: tabs)
    let height = Double(bounds.height) - (isPaged ? 0 : TabView<Int, EmptyView>.barHeight)
    for (position, tab) in tabs.enumerated() {
      let page = CGRect(
        x: Double(bounds.minX) + (isPaged ? Double(position - index) * Double(bounds.width) : 0),
        y: Double(bounds.minY), width: Double(bounds.width), height: max(height, 0))
      let isShown = isPaged || position == index
      tab.setHidden(!isShown)
      let size = tab.sizeThatFits(ProposedViewSize(page.size))
      tab.place(in: ModifiedView<EmptyView>.align(size, in: page, .center))
    }
  }

  /// The position of the tab named `selected` (its tag, or its position), else 0.
  static func index(of selected: AnyHashable?, in tabs: [Element]) -> Int {
    guard let selected else { return 0 }
    for (position, tab) in tabs.enumerated()
    where (tab.selectionTag ?? AnyHashable(position)) == selected {
      return position
    }
    return 0
  }
}

/// A tab view's pages (internal marker).
protocol TabPagesMarker {}

extension EnvironmentValues {
  /// Whether tab views here page (`.tabViewStyle(.page)`; internal).
  var tabViewIsPaged: Bool {
    get { self[TabViewIsPagedKey.self] }
    set { self[TabViewIsPagedKey.self] = newValue }
  }
}

private enum TabViewIsPagedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
