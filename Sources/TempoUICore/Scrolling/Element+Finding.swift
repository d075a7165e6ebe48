import Foundation
import TempoScene

extension Element {
  /// The elements inside this one (itself excluded) for which `isIncluded` holds, outermost
  /// first, not looking inside a match (internal).
  func descendants(where isIncluded: (Element) -> Bool) -> [Element] {
    var found: [Element] = []
    var pending = children.reversed() as [Element]
    while let element = pending.popLast() {
      if isIncluded(element) {
        found.append(element)
      } else {
        pending += element.children.reversed()
      }
    }
    return found
  }

  /// This element's frame in the local points of `ancestor`'s node, from the last layout: its
  /// frame moved by the origins of the node-hosting elements between them (internal; `nil`
  /// when not laid out or not inside `ancestor`).
  func frame(inNodeOf ancestor: Element) -> CGRect? {
    guard var frame = layoutCache.frame else { return nil }
    var current = parent
    while let element = current, element !== ancestor {
      if element.node != nil, let origin = element.layoutCache.frame?.origin {
        frame = frame.offsetBy(dx: origin.x, dy: origin.y)
      }
      current = element.parent
    }
    return current === ancestor ? frame : nil
  }
}
