import Tempo

/// A source of values over time that views can receive with `.onReceive(_:perform:)` (the part
/// of Combine's `Publisher` SwiftUI code uses; Combine does not exist on Linux).
///
/// TempoUI provides the publishers SwiftUI samples reach for: `Timer.publish(every:on:in:)`
/// and its `.autoconnect()`. Values are delivered on the main actor, between frames.
public protocol Publisher<Output, Failure> {
  /// The type of the values published.
  associatedtype Output
  /// The type of error the publisher can fail with (`Never` for those `onReceive` takes).
  associatedtype Failure: Error

  /// Starts delivering this publisher's values to `receive` until the returned cancellable is
  /// cancelled or released (TempoUI's entry point for `onReceive`, in place of Combine's
  /// subscribers).
  @MainActor func _receive(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// A publisher that publishes only once ``connect()`` is called (Combine's
/// `ConnectablePublisher`): `Timer.publish` returns one.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancelling the result stops it.
  @MainActor func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected when the first receiver subscribes and disconnected when the
  /// last one cancels (Combine's `autoconnect()`).
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

/// Namespace of the publisher operators (Combine's `Publishers`).
public enum Publishers {}
