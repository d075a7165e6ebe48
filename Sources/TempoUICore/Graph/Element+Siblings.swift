import TempoScene

extension Element {
  /// In the view laid out just before this one (the sibling before it in the nearest
  /// ancestor with several children), the first element down its chain of single views that
  /// `matches`: a control's part reading the part beside it that was updated first.
  func precedingSibling(where matches: (Element) -> Bool) -> Element? {
    var child = self
    while let parent = child.parent {
      if parent.children.count > 1 {
        guard let index = parent.children.firstIndex(where: { $0 === child }), index > 0 else {
          return nil
        }
        var current = parent.children[index - 1]
        while !matches(current) {
          guard current.children.count == 1 else { return nil }
          current = current.children[0]
        }
        return current
      }
      child = parent
    }
    return nil
  }

  /// The outermost nodes this element draws into: its own, or its children's.
  var topNodes: [Node] {
    if let node { return [node] }
    var nodes: [Node] = []
    for child in children { nodes += child.topNodes }
    return nodes
  }

  /// Hides or shows what this element draws (`Node.isHidden` on its top nodes).
  func setHidden(_ isHidden: Bool) {
    for node in topNodes where node.isHidden != isHidden { node.isHidden = isHidden }
  }
}
