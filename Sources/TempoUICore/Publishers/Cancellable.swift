/// Something that can be stopped (Combine's `Cancellable`): a connection or a subscription.
public protocol Cancellable {
  /// Stops it; a second call does nothing.
  func cancel()
}

/// A cancellable that cancels when released (Combine's `AnyCancellable`), compared by
/// identity, so it can be kept in a `Set<AnyCancellable>`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// A cancellable that cancels `other` when cancelled or released.
  public convenience init(_ other: some Cancellable) {
    self.init { other.cancel() }
  }

  deinit { action?() }

  /// Runs the cancel action, once.
  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  /// Keeps this cancellable in `set` (it then lives as long as the set holds it).
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Whether both are the same cancellable.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
