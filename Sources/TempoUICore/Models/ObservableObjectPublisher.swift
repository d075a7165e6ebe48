import Tempo
import TempoScene

/// The publisher an ``ObservableObject`` announces its changes with (Combine's
/// `ObservableObjectPublisher`): ``send()`` before a change makes every view that holds the object
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) update before the next frame, inside
/// the transaction current at the call.
public final class ObservableObjectPublisher: @unchecked Sendable {
  /// The views' subscriptions, touched only on the main thread.
  @MainActor private var subscriptions: [WeakSubscription] = []

  /// Creates a publisher without subscribers.
  public init() {}

  /// Announces that the object is about to change. Call it on the main thread (another thread's
  /// call logs SwiftUI's warning and reaches the views on the main queue).
  public func send() {
    MainThreadDelivery.deliver(
      warningOffMain:
        "Publishing changes from background threads is not allowed; make sure to publish values "
        + "from the main thread on model updates."
    ) { [self] transaction in
      subscriptions.removeAll { $0.subscription == nil }
      for entry in subscriptions { entry.subscription?.objectWillChange(transaction: transaction) }
    }
  }

  /// Adds `subscription`, held weakly (package: a view's subscription ends with its element).
  @MainActor package func subscribe(_ subscription: any ObjectWillChangeSubscriber) {
    guard !subscriptions.contains(where: { $0.subscription === subscription }) else { return }
    subscriptions.append(WeakSubscription(subscription: subscription))
  }

  /// Removes `subscription`.
  @MainActor package func unsubscribe(_ subscription: any ObjectWillChangeSubscriber) {
    subscriptions.removeAll { $0.subscription === subscription || $0.subscription == nil }
  }

  /// The number of live subscriptions (package: tests check that views unsubscribe).
  @MainActor package var subscriberCount: Int {
    subscriptions.filter { $0.subscription != nil }.count
  }

  private struct WeakSubscription {
    weak var subscription: (any ObjectWillChangeSubscriber)?
  }
}

/// What ``ObservableObjectPublisher`` notifies (package: views' subscriptions, tests' watchers).
@MainActor
package protocol ObjectWillChangeSubscriber: AnyObject {
  /// The object is about to change, in `transaction` (the one current where it changes).
  func objectWillChange(transaction: Transaction)
}
