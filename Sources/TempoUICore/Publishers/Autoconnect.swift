import Tempo

extension Publishers {
  /// A connectable publisher that connects itself when received from (Combine's
  /// `Publishers.Autoconnect`), and disconnects when its last receiver cancels.
  @MainActor
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The values are the upstream's.
    public typealias Output = Upstream.Output
    /// The failure is the upstream's.
    public typealias Failure = Upstream.Failure

    /// The publisher connected (`timer.upstream.connect().cancel()` stops a timer).
    nonisolated(unsafe) public let upstream: Upstream
    private var receivers = 0
    private var connection: (any Cancellable)?

    /// Wraps `upstream`.
    public nonisolated init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Receives from the upstream, connecting it for the first receiver.
    public func _receive(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
      let subscription = upstream._receive(receive)
      receivers += 1
      if receivers == 1 { connection = upstream.connect() }
      return AnyCancellable { [weak self] in
        MainActor.assumeIsolated {
          subscription.cancel()
          self?.receiverLeft()
        }
      }
    }

    private func receiverLeft() {
      receivers -= 1
      if receivers == 0 {
        connection?.cancel()
        connection = nil
      }
    }
  }
}
