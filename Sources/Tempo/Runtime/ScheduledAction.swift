/// An action scheduled on an ``AnimationEngine``'s clock; cancel it to keep it from running.
@MainActor
public final class ScheduledAction {
  /// The engine time (s) at which it runs.
  public let time: TimeInterval
  let sequence: Int
  let action: @MainActor () -> Void
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init(time: TimeInterval, sequence: Int, action: @escaping @MainActor () -> Void) {
    self.time = time
    self.sequence = sequence
    self.action = action
  }

  /// Keeps the action from running, if it has not run yet.
  public func cancel() { isCancelled = true }
}
