import TempoScene

extension Element {
  /// The size this element's view chooses for `proposal`, in points (remembered until the
  /// element or one inside it changes).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = layoutCache.size(for: proposal) { return size }
    let size = computeSize(proposal)
    layoutCache.remember(size, for: proposal)
    return size
  }

  private func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let primitive { return primitive.sizeThatFits(proposal, element: self) }
    let children = layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(proposal) }
    return StackArrangement.vertical(spacing: nil, alignment: .center)
      .sizeThatFits(proposal, children: children)
  }

  /// Forgets the layout of this element and of those it is inside (it changed in this pass).
  func invalidateLayout() {
    var current: Element? = self
    while let element = current, element.layoutCache.changedPass != graph.pass {
      element.layoutCache.invalidate(pass: graph.pass)
      current = element.parent
    }
  }

  /// Whether this element or one inside it changed in the graph's current pass.
  var layoutChangedInThisPass: Bool { layoutCache.changedPass == graph.pass }

  /// Places this element in `frame` (in its host node's space): a node takes the frame's size
  /// and centre under the current transaction, then the children are placed inside. An element
  /// placed in the same frame before, with nothing changed inside, is left as it is.
  func place(in frame: CGRect) {
    if !layoutChangedInThisPass, layoutCache.frame == frame { return }
    layoutCache.frame = frame
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
