import Tempo
import TempoScene

/// A tab view's bar or page dots (internal): it reads the tabs' tags and items from the pages
/// beside it (updated before it), keeps the tags for the paging drag, and draws the bar.
struct TabBarReader: View, PrimitiveView {
  let selected: AnyHashable?
  let isPaged: Bool
  let select: @MainActor (AnyHashable) -> Void
  let tabs: TabList

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    var entries: [TabEntry] = []
    if let pages = context.element.precedingSibling(where: {
      $0.isPrimitive && $0.core is any TabPagesMarker
    }) {
      for (position, tab) in pages.layoutChildren.enumerated() {
        entries.append(
          TabEntry(tag: tab.selectionTag ?? AnyHashable(position), item: Self.item(of: tab)))
      }
    }
    tabs.tags = entries.map(\.tag)
    let index = entries.firstIndex { $0.tag == selected } ?? 0
    return [
      ChildView(
        key: 0,
        view: TabBar(entries: entries, selectedIndex: index, isPaged: isPaged, select: select))
    ]
  }

  /// The item of `tab`: the `.tabItem` in its chain of single views, below or above it.
  private static func item(of tab: Element) -> AnyView? {
    var current = tab
    while true {
      if current.isPrimitive, let carrier = current.core as? any TabItemCarrier {
        return carrier.item
      }
      guard current.children.count == 1 else { break }
      current = current.children[0]
    }
    var ancestor = tab.parent
    while let above = ancestor, above.children.count == 1 {
      if above.isPrimitive, let carrier = above.core as? any TabItemCarrier { return carrier.item }
      ancestor = above.parent
    }
    return nil
  }
}

/// The tags of a tab view's tabs, as its bar last read them (internal: the paging drag turns
/// to the next or previous one).
@MainActor
final class TabList {
  var tags: [AnyHashable] = []
}

/// One tab as the bar shows it (internal).
struct TabEntry {
  let tag: AnyHashable
  let item: AnyView?
}

/// The tab bar, or the page dots (internal).
struct TabBar: View {
  let entries: [TabEntry]
  let selectedIndex: Int
  let isPaged: Bool
  let select: @MainActor (AnyHashable) -> Void
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(spacing: 0) {
      Spacer()
      if isPaged {
        HStack(spacing: 8) {
          ForEach(entries.indices, id: \.self) { index in
            Circle()
              .fill(Color(red: 1, green: 1, blue: 1, opacity: index == selectedIndex ? 1 : 0.3))
              .frame(width: 7, height: 7)
          }
        }
        .padding(.bottom, 12)
        .allowsHitTesting(false)
      } else {
        VStack(spacing: 0) {
          Divider()
          HStack(spacing: 0) {
            ForEach(entries.indices, id: \.self) { index in
              (entries[index].item ?? AnyView(EmptyView()))
                .labelStyle(TabItemLabelStyle())
                .foregroundColor(index == selectedIndex ? .accentColor : .gray)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { select(entries[index].tag) }
            }
          }
        }
        .frame(height: TabView<Int, EmptyView>.barHeight)
        .background(colorScheme == .dark ? Color(hex: 0x121212) : Color(hex: 0xF9F9F9))
      }
    }
  }
}

/// A tab item's label: the icon over the title (internal).
struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 22))
      configuration.title.font(.system(size: 10))
    }
  }
}
