import Tempo
import TempoScene

extension Element {
  /// The size this element's view chooses for `proposal`, in points (remembered until the
  /// element or one inside it changes).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    // A stack's next layout mostly asks each child what it asked last.
    if let last = layoutCache.lastProposal, last == proposal, let size = layoutCache.lastSize {
      return size
    }
    if let size = layoutCache.size(for: proposal) {
      (layoutCache.lastProposal, layoutCache.lastSize) = (proposal, size)
      return size
    }
    let size = computeSize(proposal)
    (layoutCache.lastProposal, layoutCache.lastSize) = (proposal, size)
    if computedSizeIgnoresProposal {
      layoutCache.fixedSize = size
    } else {
      layoutCache.remember(size, for: proposal)
    }
    return size
  }

  /// Whether the size this element last chose holds for every proposal (its view says so, or
  /// it passes one child's layout on and that child's size is fixed).
  var sizeIgnoresProposal: Bool { layoutCache.fixedSize != nil }

  private var computedSizeIgnoresProposal: Bool {
    if isPrimitive {
      let core = core
      return core.sizeIgnoresProposal(element: self)
    }
    let children = layoutChildren
    return children.count == 1 && children[0].sizeIgnoresProposal
  }

  private func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if isPrimitive {
      let core = core
      return core.sizeThatFits(proposal, element: self)
    }
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
    let jump = graph.placementJump
    if jump.width == 0, jump.height == 0, !layoutChangedInThisPass,
      layoutCache.wasPlaced(in: frame)
    {
      return
    }
    place(in: frame, jump: jump)
  }

  /// Places this element in `frame` when ``place(in:)`` found that something changed (kept
  /// apart so that the test above is small enough to be inlined into a stack's loop).
  private func place(in frame: CGRect, jump: CGSize) {
    layoutCache.frame = frame
    adoptParentTransaction()
    var bounds = frame
    let outerJump = jump
    defer { graph.placementJump = outerJump }
    if let node {
      if node is GroupNode, !movesAsOne {
        graph.placementJump = placeContainer(node, in: frame, hostJump: jump)
      } else {
        if isAttached, jump != .zero, let position = node.position {
          // The host moved at once: start from where this node was on screen.
          withCurrentTransaction(Transaction(animation: nil)) {
            node.position = CGPoint(x: position.x - jump.width, y: position.y - jump.height)
          }
        }
        // A closure literal in the call: a closure kept in a constant first was allocated.
        withCurrentTransaction(transaction) {
          graph.setLayout(
            of: node, size: frame.size, center: CGPoint(x: frame.midX, y: frame.midY),
            isNew: !isAttached)
        }
        graph.placementJump = .zero
      }
      bounds = CGRect(origin: .zero, size: frame.size)
    }
    if isPrimitive {
      let core = core
      core.placeChildren(in: bounds, element: self)
    } else {
      let children = layoutChildren
      if children.count == 1 {
        children[0].place(in: bounds)
      } else {
        StackArrangement.vertical(spacing: nil, alignment: .center).place(children, in: bounds)
      }
    }
  }

  /// Lays out a container node (a stack's or a modifier's group, which draws nothing itself) at
  /// once, without animation, and returns how far its content's origin moved on screen, so the
  /// nodes inside animate from where they were instead of riding the container's motion
  /// (SwiftUI animates each view's own frame; a group has none). Leaving nodes inside it are
  /// moved back by the same amount, so they stay where they are.
  private func placeContainer(_ node: Node, in frame: CGRect, hostJump: CGSize) -> CGSize {
    guard isAttached, let position = node.position, let width = node.width,
      let height = node.height
    else {
      graph.setLayout(
        of: node, size: frame.size, center: CGPoint(x: frame.midX, y: frame.midY), isNew: true)
      return .zero
    }
    let oldOrigin = CGPoint(x: position.x - width / 2, y: position.y - height / 2)
    graph.setLayout(
      of: node, size: frame.size, center: CGPoint(x: frame.midX, y: frame.midY), isNew: true)
    let jump = CGSize(
      width: hostJump.width + frame.minX - oldOrigin.x,
      height: hostJump.height + frame.minY - oldOrigin.y)
    if jump != .zero {
      withCurrentTransaction(Transaction(animation: nil)) {
        for child in node.children where child.isLeaving {
          if let position = child.position {
            child.position = CGPoint(x: position.x - jump.width, y: position.y - jump.height)
          }
        }
      }
    }
    return jump
  }
}

extension Element {
  /// This element's priority in its stack's layout: the `.layoutPriority` nearest it in the
  /// chain of single children below it (a trait of the view, wherever in its modifiers), else 0.
  var layoutPriority: Double {
    var current = self
    while true {
      if let priority = current.layoutPriorityTrait { return priority }
      guard current.children.count == 1 else { return 0 }
      current = current.children[0]
    }
  }
}
