import TempoScene

/// A view that runs an action for each value a publisher publishes while it is shown
/// (internal; `.onReceive`): it subscribes when the view appears, keeps the latest action
/// (so the action sees the view's current state), subscribes again when given another
/// publisher object, and cancels when the view goes.
struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: @MainActor (P.Output) -> Void

  typealias Body = Never

  /// What the element remembers: the subscription, the publisher's identity and the action.
  final class Subscription {
    var cancellable: AnyCancellable?
    /// The publisher object subscribed to, held so that a new publisher cannot take its
    /// address (and so its identity) while it is compared (`nil`: a value publisher).
    var publisher: AnyObject?
    var action: @MainActor (P.Output) -> Void

    init(action: @escaping @MainActor (P.Output) -> Void) {
      self.action = action
    }
  }

  /// The key of the subscription in the element's storage.
  private enum SubscriptionKey: ElementStorageKey {
    static var defaultValue: Subscription? { nil }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didMount(element: Element) { subscribe(in: element) }

  func didUpdate(element: Element) { subscribe(in: element) }

  func willUnmount(element: Element) {
    element.storage[SubscriptionKey.self]?.cancellable?.cancel()
    element.storage[SubscriptionKey.self] = nil
  }

  private func subscribe(in element: Element) {
    let subscription = element.storage[SubscriptionKey.self] ?? Subscription(action: action)
    element.storage[SubscriptionKey.self] = subscription
    subscription.action = action
    // A publisher object is known by its identity; a value publisher keeps its first
    // subscription.
    let object = P.self is AnyClass ? publisher as AnyObject : nil
    guard subscription.cancellable == nil || object !== subscription.publisher else { return }
    subscription.cancellable?.cancel()
    subscription.publisher = object
    subscription.cancellable = publisher._receive { [weak subscription] value in
      subscription?.action(value)
    }
  }
}

extension View {
  /// Runs `action` with each value `publisher` publishes while this view is shown, on the main
  /// actor between frames (`.onReceive(timer) { date in … }` with
  /// `Timer.publish(every:on:in:).autoconnect()`).
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    OnReceiveView(content: self, publisher: publisher, action: action)
  }
}
