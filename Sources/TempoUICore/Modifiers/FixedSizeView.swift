import Foundation
import TempoScene

/// A view fixed at its ideal size in some axes (internal; `.fixedSize(horizontal:vertical:)`):
/// it offers its content `nil` (the ideal size) in each fixed axis and the offer it gets in
/// the others, and takes the size the content chooses.
struct FixedSizeView<Content: View>: View, PrimitiveView {
  let content: Content
  let horizontal: Bool
  let vertical: Bool

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let offer = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    let children = element.layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(offer) }
    return StackArrangement.vertical(spacing: nil, alignment: .center)
      .sizeThatFits(offer, children: children)
  }
}

extension View {
  /// Fixes this view at its ideal size: it is offered `nil` in both axes, whatever its
  /// container offers.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes this view at its ideal size in the axes given: it is offered `nil` there, and its
  /// container's offer in the other axis.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
  }
}
