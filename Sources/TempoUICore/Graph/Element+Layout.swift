import TempoScene

extension Element {
  /// The size this element's view chooses for `proposal`, in points.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let primitive { return primitive.sizeThatFits(proposal, element: self) }
    let children = layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(proposal) }
    return StackArrangement.vertical(spacing: nil, alignment: .center)
      .sizeThatFits(proposal, children: children)
  }

  /// Places this element in `frame` (in its host node's space): a node takes the frame's size
  /// and centre under the current transaction, then the children are placed inside.
  func place(in frame: CGRect) {
    var bounds = frame
    if let node {
      let setLayout = {
        self.graph.setLayout(
          of: node, size: frame.size, center: CGPoint(x: frame.midX, y: frame.midY),
          isNew: !self.isAttached)
      }
      if isUpdatedInThisPass { withCurrentTransaction(transaction, setLayout) } else { setLayout() }
      bounds = CGRect(origin: .zero, size: frame.size)
    }
    if let primitive {
      primitive.placeChildren(in: bounds, element: self)
    } else {
      let children = layoutChildren
      if children.count == 1 {
        children[0].place(in: bounds)
      } else {
        StackArrangement.vertical(spacing: nil, alignment: .center).place(children, in: bounds)
      }
    }
  }
}
