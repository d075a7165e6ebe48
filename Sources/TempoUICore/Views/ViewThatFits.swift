import Tempo
import TempoScene

/// The first of its views that fits the space offered (SwiftUI's `ViewThatFits`).
///
/// Its views are tried in order: the first whose ideal size fits the offer in the axes given
/// (its size offered `nil` in those axes, the offer in the others) is shown, else the last.
/// The others stay built and laid out, and are not drawn and take no clicks.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Shows the first view `content` builds that fits the offer in `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// A view that fits is primitive.
  public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element) -> Bool {
    old.axes == axes
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let children = element.layoutChildren
    guard let index = chosen(for: proposal, among: children) else { return .zero }
    return children[index].sizeThatFits(proposal)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let children = element.layoutChildren
    let proposal = element.layoutCache.placementProposal(for: bounds.size)
    let index = chosen(for: proposal, among: children)
    for (position, child) in children.enumerated() {
      let isShown = position == index
      child.setHidden(!isShown)
      let size = child.sizeThatFits(proposal)
      child.place(in: ModifiedView<EmptyView>.align(size, in: bounds, .center))
    }
  }

  /// The index of the first child whose ideal size fits `proposal` in ``axes``, else the last.
  private func chosen(for proposal: ProposedViewSize, among children: [Element]) -> Int? {
    guard !children.isEmpty else { return nil }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let offer = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, child) in children.enumerated() {
      let ideal = child.sizeThatFits(offer)
      let fitsWidth = !horizontal || proposal.width.map { Double(ideal.width) <= $0 } ?? true
      let fitsHeight = !vertical || proposal.height.map { Double(ideal.height) <= $0 } ?? true
      if fitsWidth, fitsHeight { return index }
    }
    return children.count - 1
  }
}
