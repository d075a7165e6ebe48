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

  /// Whether the layers were presented at the last update (`nil` before the first).
  private enum WasPresentedKey: ElementStorageKey {
    static var defaultValue: Bool? { nil }
  }

  /// Whether the layers were shown after the last update.
  private enum WasShownKey: ElementStorageKey {
    static var defaultValue: Bool { false }
  }

  func children(in context: ElementContext) -> [ChildView] {
    guard isPresented else { return [] }
    return layers.enumerated().map {
      ChildView(key: ViewKey(position: $0.offset), view: $0.element)
    }
  }

  var editsChildTransactions: Bool { true }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    let previous = element.storage[WasPresentedKey.self]
    element.storage[WasPresentedKey.self] = isPresented
    guard let previous, previous != isPresented, transaction.animation == nil,
      !transaction.disablesAnimations
    else { return transaction }
    var copy = transaction
    copy.animation = Self.systemAnimation
    return copy
  }

  func didUpdate(element: Element) {
    let wasPresented = element.storage[WasShownKey.self]
    element.storage[WasShownKey.self] = isPresented
    if wasPresented, !isPresented, let onDismiss { element.graph.runAfterUpdate(onDismiss) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize { .zero }

  /// Every layer in the window's bounds (the layers are placed in window points).
  func placeChildren(in bounds: CGRect, element: Element) {
    let window = CGRect(origin: .zero, size: element.graph.scene.size)
    for child in element.layoutChildren { child.place(in: window) }
  }
}
