import Tempo
import TempoScene

/// The layers a presentation shows while presented (internal): each placed over the whole
/// window. Shown or hidden, they change under the transaction of the change, or with the
/// system's presentation animation when it has none (a sheet always slides, as on iOS).
struct PresentationLayers: View, PrimitiveView {
  let isPresented: Bool
  let layers: [any View]
  /// Runs after the update that hides the layers, however they were hidden.
  var onDismiss: (@MainActor () -> Void)?

  typealias Body = Never

  /// The animation a presentation shown or hidden without one uses (TempoUI's choice, near
  /// iOS's sheet spring).
  static var systemAnimation: Animation { .spring(duration: 0.4, bounce: 0) }

  func children(in context: ElementContext) -> [ChildView] {
    guard isPresented else { return [] }
    return layers.enumerated().map {
      ChildView(key: ViewKey(position: $0.offset), view: $0.element)
    }
  }

  var editsChildTransactions: Bool { true }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    let previous = element.memory["presented"]
    element.memory["presented"] = AnyHashable(isPresented)
    guard let previous, previous != AnyHashable(isPresented), transaction.animation == nil,
      !transaction.disablesAnimations
    else { return transaction }
    var copy = transaction
    copy.animation = Self.systemAnimation
    return copy
  }

  func didUpdate(element: Element) {
    let wasPresented = element.memory["shown"] == AnyHashable(true)
    element.memory["shown"] = AnyHashable(isPresented)
    if wasPresented, !isPresented, let onDismiss { element.graph.runAfterUpdate(onDismiss) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize { .zero }

  /// Every layer in the window's bounds (the layers are placed in window points).
  func placeChildren(in bounds: CGRect, element: Element) {
    let window = CGRect(origin: .zero, size: element.graph.scene.size)
    for child in element.layoutChildren { child.place(in: window) }
  }
}
