import Tempo
import TempoScene

/// A view whose content may be larger than it, moved by the pointer's wheel (SwiftUI's
/// `ScrollView`).
///
/// The content is offered no size (its ideal size) in the scrolled axes and the view's size in
/// the others, and sits at the top-leading corner in the scrolled axes (centred in the
/// others). A wheel notch scrolls 40 points (`InputEvent.pointsPerWheelNotch`), kept within
/// the content; what lies outside the view is clipped and takes no clicks. `showsIndicators`
/// is accepted: TempoUI draws no scroll bars.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A view scrolling `content` in `axes` (vertical by default).
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A scroll view is primitive.
  public typealias Body = Never
}

extension ScrollView: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    let node = GroupNode(.overlay(), engine: engine)
    node.clipsChildren = true
    return node
  }

  func update(node: Node, element: Element) {
    let state = ScrollState.of(element)
    state.axes = axes
    guard element.environment.isScrollEnabled else {
      node.onScroll = nil
      return
    }
    node.onScroll = ScrollState.wheelAction(state, element: element)
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    guard proposal.width == nil || proposal.height == nil else {
      return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
    let content = contentSize(for: proposal, element: element)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let state = ScrollState.of(element)
    state.contentSize = contentSize(for: ProposedViewSize(bounds.size), element: element)
    state.viewport = bounds.size
    state.offset = state.clamped(state.offset)
    let size = state.contentSize
    let x =
      axes.contains(.horizontal)
      ? -Double(state.offset.x) : (Double(bounds.width) - Double(size.width)) / 2
    let y =
      axes.contains(.vertical)
      ? -Double(state.offset.y) : (Double(bounds.height) - Double(size.height)) / 2
    let frame = CGRect(
      x: Double(bounds.minX) + x, y: Double(bounds.minY) + y, width: Double(size.width),
      height: Double(size.height))
    let children = element.layoutChildren
    if children.count == 1 {
      children[0].place(in: frame)
    } else {
      arrangement.place(children, in: frame)
    }
  }

  /// How several views inside are stacked: in a column, or a row for a horizontal scroll view
  /// (SwiftUI stacks a scroll view's views so).
  private var arrangement: StackArrangement {
    axes == .horizontal
      ? .horizontal(spacing: nil, alignment: .center) : .vertical(spacing: nil, alignment: .center)
  }

  /// The content's size when the view is offered `proposal`: its ideal size in the scrolled
  /// axes.
  private func contentSize(for proposal: ProposedViewSize, element: Element) -> CGSize {
    let offer = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    let children = element.layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(offer) }
    return arrangement.sizeThatFits(offer, children: children)
  }
}

/// A scroll view's element can be scrolled to a view inside it (internal).
@MainActor
protocol ScrollContainer {}

extension ScrollView: ScrollContainer {}
