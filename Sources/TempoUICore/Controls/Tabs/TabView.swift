import Tempo
import TempoScene

/// Views shown one at a time, chosen with a tab bar or by paging (SwiftUI's `TabView`).
///
/// Each view is a tab; its `.tabItem { Label(…) }` is its item in the bar and its `.tag(_:)`
/// the selection value naming it (untagged tabs are named by their positions, from 0). In the
/// default style the selected tab fills the space above a 49-point bar of items (the icon over
/// a 10-point title, the selected item in the accent colour, the others grey); a click on an
/// item selects its tab. With `.tabViewStyle(.page)` the tabs are pages side by side, the
/// selected one showing, a row of dots under them (white for the selected page); a drag of 50
/// points sideways turns the page, sliding with the change's animation (ease in and out, 0.3 s,
/// without one).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  private let selection: Binding<SelectionValue>?
  private let content: Content
  @State private var ownSelection: AnyHashable?
  @State private var tabs = TabList()
  @Environment(\.tabViewIsPaged) private var isPaged

  /// Tabs of the views `content` builds, the selected one named by `selection`'s tag.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The tab bar's height, in points.
  static var barHeight: Double { 49 }

  /// The tabs and their bar or dots.
  public var body: some View {
    let binding = selection.map(AnyHashableBinding.init)
    let own = $ownSelection
    let select: @MainActor (AnyHashable) -> Void = { tag in
      if let binding { binding.set(tag) } else { own.wrappedValue = tag }
    }
    let selected = binding?.get() ?? ownSelection
    let tabs = tabs
    return ZStack {
      TabPages(content: content, selected: selected, isPaged: isPaged)
      TabBarReader(selected: selected, isPaged: isPaged, select: select, tabs: tabs)
    }
    .gesture(
      DragGesture().onEnded { drag in
        let tags = tabs.tags
        guard isPaged, abs(Double(drag.translation.width)) >= 50, !tags.isEmpty else { return }
        let index = tags.firstIndex { $0 == selected } ?? 0
        let next = min(max(index + (drag.translation.width < 0 ? 1 : -1), 0), tags.count - 1)
        var transaction = Transaction.current
        if transaction.animation == nil { transaction.animation = .easeInOut(duration: 0.3) }
        withTransaction(transaction) { select(tags[next]) }
      },
      including: isPaged ? .all : .subviews)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs of the views `content` builds, the first selected.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension View {
  /// Makes this view a tab's item in its tab bar: `label` (a `Label`, a `Text`, an `Image`).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemView(content: self, item: AnyView(label()))
  }
}

/// A tab with its item (internal; `.tabItem`): transparent to layout, read by the bar.
struct TabItemView<Content: View>: View, PrimitiveView, TabItemCarrier {
  let content: Content
  let item: AnyView

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  var isLayoutTransparent: Bool { true }
  var layoutFollowsChildren: Bool { true }
}

/// A view that carries a tab item (internal).
@MainActor
protocol TabItemCarrier {
  var item: AnyView { get }
}
