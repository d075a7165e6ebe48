import TempoScene

extension Element {
  /// The transition of this element's node: the outermost `.transition` modifier between the
  /// node and its host, else the first one in the modifiers under it down to the next node (a
  /// transition is a trait of the inserted view, wherever it is in its modifiers), else
  /// `.opacity` (SwiftUI's default).
  var transitionForNode: Transition { traits.transition ?? .opacity }

  /// The drawing order of this element's node among its siblings: a `.zIndex` found as
  /// ``transitionForNode`` finds a transition, else 0.
  var zIndexForNode: Double { traits.zIndex ?? 0 }

  /// The traits of the view this element's node draws, set by modifiers that make no node:
  /// each the outermost between the node and its host, else the first below it down to the
  /// next node. Both are found in one walk, read from each element's copy of its primitive's.
  private var traits: (transition: Transition?, zIndex: Double?) {
    var transition: Transition?
    var zIndex: Double?
    var ancestor = parent
    while let current = ancestor, current.node == nil {
      if let value = current.transitionTrait { transition = value }
      if let value = current.zIndexTrait { zIndex = value }
      ancestor = current.parent
    }
    guard transition == nil || zIndex == nil else { return (transition, zIndex) }
    var needsTransition = transition == nil
    var needsZIndex = zIndex == nil
    var below = self
    while below.children.count == 1 {
      let only = below.children[0]
      if needsTransition, let value = only.transitionTrait {
        transition = value
        needsTransition = false
      }
      if needsZIndex, let value = only.zIndexTrait {
        zIndex = value
        needsZIndex = false
      }
      if only.node != nil || !(needsTransition || needsZIndex) { break }
      below = only
    }
    return (transition, zIndex)
  }

  /// Gives this element's node its traits (transition, zIndex) from the modifiers around it.
  func applyTraits() {
    guard let node else { return }
    let traits = traits
    node.transition = traits.transition ?? .opacity
    let zIndex = traits.zIndex ?? 0
    if node.zIndex != zIndex { node.zIndex = zIndex }
  }

  /// After a trait modifier without a node of its own was updated: hands the traits to the
  /// node below it (whose own update may have been skipped, its view unchanged).
  func applyTraitsBelow() {
    var current = self
    while current.node == nil, current.children.count == 1, let only = current.children.first {
      current = only
    }
    current.applyTraits()
  }
}
