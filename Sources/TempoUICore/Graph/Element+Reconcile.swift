import Tempo
import TempoScene

extension Element {
  /// Matches `newChildren` with the mounted children by identity: the same identity and type is
  /// updated, a new one is mounted (inserted), a vanished one is unmounted (removed). A child
  /// still playing its removal that comes back is brought back from where it is, with its state.
  /// `environmentIsNew`: `environment` differs from the one the children saw last (see
  /// ``update(view:environment:environmentIsNew:)``).
  func reconcile(
    _ newChildren: [ChildView], environment: EnvironmentValues, environmentIsNew: Bool = false
  ) {
    // Most elements (modifiers, bodies) have one child that stays: it is updated in place.
    if newChildren.count == 1, children.count == 1, leaving.isEmpty,
      children[0].key == newChildren[0].key,
      children[0].viewType == ObjectIdentifier(type(of: newChildren[0].view))
    {
      return updateChildren(
        newChildren, environment: environment, environmentIsNew: environmentIsNew)
    }
    var matcher = ChildMatcher(children)
    var result: [Element] = []
    result.reserveCapacity(newChildren.count)
    leaving.removeAll { element in
      if element.isLeaving { return false }
      element.parent = nil
      return true
    }
    for child in newChildren {
      let type = ObjectIdentifier(type(of: child.view))
      if let element = matcher.take(key: child.key, type: type) {
        result.append(element)
      } else if let index = leaving.firstIndex(where: { $0.key == child.key && $0.viewType == type }
      ) {
        let element = leaving.remove(at: index)
        element.remount()
        result.append(element)
      } else {
        let element = Element(graph: graph, parent: self, key: child.key, view: child.view)
        result.append(element)
      }
    }
    for gone in matcher.remaining {
      gone.unmount()
      if gone.isLeaving { leaving.append(gone) } else { gone.parent = nil }
    }
    if !result.elementsEqual(children, by: ===) {
      invalidateLayout()
      var current: Element? = self
      while let element = current {
        element.layoutCache.layoutChildren = nil
        current = element.parent
      }
    }
    children = result
    updateChildren(newChildren, environment: environment, environmentIsNew: environmentIsNew)
  }

  /// Updates each child (matched already) to its new view, unless nothing would change.
  private func updateChildren(
    _ newChildren: [ChildView], environment: EnvironmentValues, environmentIsNew: Bool
  ) {
    if environmentIsNew {
      for (element, child) in zip(children, newChildren) {
        element.update(view: child.view, environment: environment, environmentIsNew: true)
      }
      return
    }
    // Siblings share one environment: when it holds the values the children saw last time, they
    // keep that instance, so each finds it identical (the cheap comparison).
    var environment = environment
    if let seen = children.first(where: \.hasUpdated)?.environment,
      !environment.isIdentical(to: seen), environment.isEqual(to: seen)
    {
      environment = seen
    }
    for (element, child) in zip(children, newChildren)
    where !element.isUnchanged(by: child.view, environment: environment) {
      element.update(view: child.view, environment: environment)
    }
  }

  /// The children a stack lays out: this element's children, looking through groups,
  /// `ForEach`, branches and user views (remembered until one of them changes).
  var layoutChildren: [Element] {
    if let children = layoutCache.layoutChildren { return children }
    var result: [Element] = []
    for child in children { child.appendFlattenedForLayout(to: &result) }
    layoutCache.layoutChildren = result
    return result
  }

  private func appendFlattenedForLayout(to result: inout [Element]) {
    if isPrimitive, !isLayoutTransparent { return result.append(self) }
    if !isPrimitive, children.count == 1, let only = children.first, only.isPrimitive,
      !only.isLayoutTransparent
    {
      return result.append(self)
    }
    for child in children { child.appendFlattenedForLayout(to: &result) }
  }
}
