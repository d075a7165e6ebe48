import Foundation
import TempoScene

/// A view with a presentation attached (internal; `.sheet`, `.alert`): the view laid out as
/// it is, and the presentation's layers over the window, which take no part in its layout.
struct PresentationHost<Content: View>: View, PrimitiveView {
  let content: Content
  let layers: PresentationLayers

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content), ChildView(key: 1, view: layers)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    element.children.first?.sizeThatFits(proposal) ?? .zero
  }

  func sizeIgnoresProposal(element: Element) -> Bool {
    element.children.first?.sizeIgnoresProposal ?? true
  }

  var layoutFollowsChildren: Bool { true }

  func placeChildren(in bounds: CGRect, element: Element) {
    element.children.first?.place(in: bounds)
    guard element.children.count > 1 else { return }
    // The layers are in the window's root node: the content's moves do not carry them.
    let jump = element.graph.placementJump
    element.graph.placementJump = .zero
    element.children[1].place(in: CGRect(origin: .zero, size: element.graph.scene.size))
    element.graph.placementJump = jump
  }
}
