import Tempo
import TempoScene

/// One page of a navigation stack (internal): its content under its navigation bar, on the
/// window's background colour.
struct NavigationPage<Content: View>: View {
  let content: Content
  let depth: Int
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    NavigationPageLayout(content: content, bar: NavigationBarReader(depth: depth))
      .background(
        colorScheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1))
  }
}

/// A page's layout (internal): the bar at the top, as tall as it chooses, and the content
/// under it in the rest of the space (centred there, as a window centres its content). The
/// content is listed first, so it is updated before the bar reads its title.
struct NavigationPageLayout<Content: View, Bar: View>: View, PrimitiveView {
  let content: Content
  let bar: Bar

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content), ChildView(key: 1, view: bar)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard element.children.count == 2 else { return }
    let (content, bar) = (element.children[0], element.children[1])
    let barSize = bar.sizeThatFits(ProposedViewSize(width: Double(bounds.width), height: nil))
    let barHeight = Double(barSize.height)
    bar.place(
      in: CGRect(
        x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
        height: barHeight))
    let rest = CGRect(
      x: Double(bounds.minX), y: Double(bounds.minY) + barHeight, width: Double(bounds.width),
      height: max(Double(bounds.height) - barHeight, 0))
    let size = content.sizeThatFits(ProposedViewSize(rest.size))
    content.place(in: ModifiedView<EmptyView>.align(size, in: rest, .center))
  }
}

/// A page's navigation bar (internal): reads the title, display mode, toolbar and back-button
/// setting from the modifiers of the page's content (its chain of single views) and draws the
/// bar they ask for.
struct NavigationBarReader: View, PrimitiveView {
  let depth: Int

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    var options = NavigationBarOptions()
    if let content = context.element.parent?.children.first {
      options = NavigationBarOptions.read(from: content)
    }
    return [ChildView(key: 0, view: NavigationBar(options: options, depth: depth))]
  }
}

/// What a page's content asks of its bar (internal): the outermost of each setting found.
struct NavigationBarOptions {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var toolbar: [ToolbarItemEntry] = []
  var backButtonHidden: Bool?

  /// The options set by the modifiers in `element`'s chain of single views.
  @MainActor static func read(from element: Element) -> NavigationBarOptions {
    var options = NavigationBarOptions()
    var current = element
    while true {
      if current.isPrimitive, let carrier = current.core as? any NavigationBarItemCarrier {
        carrier.contribute(to: &options)
      }
      guard current.children.count == 1 else { break }
      current = current.children[0]
    }
    return options
  }
}

/// A view that sets a navigation bar option (internal).
@MainActor
protocol NavigationBarItemCarrier {
  /// Sets this view's option in `options` unless a view outside it set it already.
  func contribute(to options: inout NavigationBarOptions)
}
