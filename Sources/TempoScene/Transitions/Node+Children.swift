import Tempo

extension Node {
  /// Adds `child` on top of the other children, playing its insertion transition.
  ///
  /// The child first takes its transition's insertion state without animation, then, in the
  /// current transaction, goes to identity, so `withAnimation { parent.addChild(child) }`
  /// animates it in; each part of a combined or asymmetric transition that has its own
  /// animation (``Transition/animation(_:)``) moves with it instead, unless the transaction
  /// disables animations. A child of this node that is leaving comes back to identity from
  /// where it is, without a jump, each part with its own animation, and is not detached. A
  /// child of another node is moved here at once.
  public func addChild(_ child: Node) {
    insertChild(child, at: children.count)
  }

  /// Inserts `child` at `index` among the children (clamped to 0…count), as ``addChild(_:)``.
  public func insertChild(_ child: Node, at index: Int) {
    guard child !== self, !child.isAncestor(of: self) else { return }
    if child.parent === self {
      if child.isLeaving { child.cancelRemoval() }
      return
    }
    child.detachAtOnce()
    children.insert(child, at: min(max(index, 0), children.count))
    child.parent = self
    child.updateEnvironment()
    child.playInsertion()
  }

  /// Adds several children in order, as ``addChild(_:)``.
  public func addChildren(_ newChildren: [Node]) {
    for child in newChildren { addChild(child) }
  }

  /// Removes `child` with its removal transition under the current transaction (each part of
  /// the transition with its own animation, if it has one).
  ///
  /// While the removal animates, the child stays at its place (drawn, taking no hits, with
  /// ``isLeaving`` set); it is detached once every animation the removal started has been
  /// removed. Without an animation it is detached at once.
  public func removeChild(_ child: Node) {
    guard child.parent === self, !child.isLeaving else { return }
    child.beginRemoval()
  }

  /// Removes every child, each as ``removeChild(_:)``.
  public func removeAllChildren() {
    for child in children { removeChild(child) }
  }

  /// Removes this node from its parent, as ``removeChild(_:)``.
  public func removeFromParent() {
    parent?.removeChild(self)
  }

  /// Whether this node or one of its ancestors is leaving.
  package var isInLeavingSubtree: Bool {
    var node: Node? = self
    while let current = node {
      if current.isLeaving { return true }
      node = current.parent
    }
    return false
  }

  /// Whether `node` is in this node's subtree (other than this node).
  package func isAncestor(of node: Node) -> Bool {
    var current = node.parent
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.parent
    }
    return false
  }

  // MARK: Internal steps

  /// Takes the insertion state without animation, then goes to identity in the transaction.
  func playInsertion() {
    transitionState.showInsertion(of: transition)
    transitionState.moveToIdentity(transition, transaction: Transaction.current)
  }

  /// A leaving child comes back from where it is: the pending detach is cancelled and each
  /// part of the transition returns to identity with its own animation.
  func cancelRemoval() {
    removalGeneration += 1
    isLeaving = false
    transitionState.moveToIdentity(transition, transaction: Transaction.current)
  }

  /// Starts the removal transition, detaching once its animations are removed.
  func beginRemoval() {
    var removal = Transaction.current
    guard transitionState.animatesRemoval(transition, transaction: removal) else {
      detachAtOnce()
      return
    }
    removalGeneration += 1
    let generation = removalGeneration
    isLeaving = true
    removal.addAnimationCompletion(criteria: .removed) { [weak self] in
      guard let self, self.isLeaving, self.removalGeneration == generation else { return }
      self.detachAtOnce()
    }
    transitionState.moveToRemoval(transition, transaction: removal)
  }

  /// Detaches the node from its parent now and drops its transition state.
  func detachAtOnce() {
    removalGeneration += 1
    isLeaving = false
    if let parent {
      parent.children.removeAll { $0 === self }
      self.parent = nil
    }
    transitionState.reset()
    updateEnvironment()
  }
}
