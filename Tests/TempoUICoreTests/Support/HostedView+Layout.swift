import TempoScene
@testable import TempoUICore

extension HostedView {
  /// Whether the last update laid out again each view of type `type` (outermost first; the
  /// hosted view itself when it is of that type): its element or one inside it changed in a
  /// way that can move or resize it.
  func relaidOut<V: View>(_ type: V.Type) -> [Bool] {
    guard let root = host.graph.root else { return [] }
    let matches = { (element: Element) in element.viewType == ObjectIdentifier(type) }
    let found = matches(root) ? [root] : root.descendants(where: matches)
    return found.map(\.layoutChangedInThisPass)
  }
}
