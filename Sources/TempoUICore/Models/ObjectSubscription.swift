import Tempo
import TempoScene

/// One view's subscription to one ``ObservableObject`` (internal): kept in the view's element
/// (a `@State`-like slot), it schedules the element's update when the object announces a
/// change, once per frame, under the transaction of the first change since the last update.
@MainActor
final class ObjectSubscription: ObjectWillChangeSubscriber {
  private let reference: ElementReference
  private var element: Element? { reference.element }
  private var publisher: ObservableObjectPublisher?
  /// The object subscribed to.
  private(set) var object: AnyObject?
  private var isScheduled = false

  init(element: Element) {
    reference = element.reference
  }

  /// Subscribes to `object` (ending the subscription to another one).
  func observe(_ object: some ObservableObject) {
    guard self.object !== object else { return }
    publisher?.unsubscribe(self)
    self.object = object
    publisher = object.objectWillChange
    publisher?.subscribe(self)
  }

  /// Ends the subscription (the view no longer holds an object).
  func stop() {
    publisher?.unsubscribe(self)
    publisher = nil
    object = nil
  }

  /// Schedules the element's update under `transaction`, unless one is already waiting.
  func objectWillChange(transaction: Transaction) {
    guard let element, !isScheduled else { return }
    isScheduled = true
    element.graph.stateDidChange(of: element, transaction: transaction) { [weak self] in
      self?.isScheduled = false
      return true
    }
  }
}
