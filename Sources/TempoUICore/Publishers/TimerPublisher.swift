import Foundation

extension Timer {
  /// A publisher of the date every `interval` seconds once connected (Combine's
  /// `Timer.publish(every:tolerance:on:in:options:)`, which SwiftUI code reaches for with
  /// `.autoconnect()` and `.onReceive`).
  ///
  /// TempoUI fires it on the views' clock between frames, at the connection time plus each
  /// multiple of `interval` (a frame late at most: values arrive before the first frame at or
  /// after their time): in a window that is real time, in a recording the virtual clock, so a
  /// recording is the same every run. The date published is the frame's
  /// (``TimelineView``'s dates). `runLoop`, `mode` and `tolerance` are accepted. As Combine's,
  /// it can be called from any context (a model's stored property, for one); the publisher
  /// fires on the main actor.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher `Timer.publish` returns (Combine's `Timer.TimerPublisher`): connectable,
  /// publishing dates.
  @MainActor
  public final class TimerPublisher: ConnectablePublisher {
    /// Dates.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// The time between values, in seconds.
    public let interval: TimeInterval
    private var receivers: [Int: @MainActor (Date) -> Void] = [:]
    private var nextReceiver = 0
    /// The running connection's number (`nil`: not connected); a fire of an older one is
    /// dropped.
    private var connection: Int?
    private var connections = 0

    nonisolated init(interval: TimeInterval) {
      self.interval = interval
    }

    /// Delivers each date published from now on to `receive`.
    public func _receive(_ receive: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
      let id = nextReceiver
      nextReceiver += 1
      receivers[id] = receive
      return AnyCancellable { [weak self] in
        MainActor.assumeIsolated { _ = self?.receivers.removeValue(forKey: id) }
      }
    }

    /// Starts firing every ``interval`` from now, if not yet started; cancelling the result
    /// stops it.
    public func connect() -> any Cancellable {
      if !(interval > 0) {
        warnOnce(
          "Timer.publish(every: \(interval)): the interval must be positive; it will not fire")
      }
      if connection == nil, interval > 0 {
        guard let now = MainQueue.shared.now else {
          warnOnce("Timer.publish: connected while no TempoUI view runs; it will not fire")
          return AnyCancellable {}
        }
        connections += 1
        connection = connections
        schedule(connections, start: now, count: 1)
      }
      return cancellable(for: connection ?? 0)
    }

    private func cancellable(for id: Int) -> AnyCancellable {
      AnyCancellable { [weak self] in
        MainActor.assumeIsolated {
          if self?.connection == id { self?.connection = nil }
        }
      }
    }

    /// Queues fire `count` of connection `id`, at `start` + `count` × ``interval``.
    private func schedule(_ id: Int, start: Double, count: Int) {
      let time = start + Double(count) * interval
      DispatchQueue.main.asyncAfter(deadline: MainQueueDeadline(seconds: time)) {
        [weak self] in
        guard let self, self.connection == id else { return }
        let date = MainQueue.shared.date ?? Date()
        for key in self.receivers.keys.sorted() { self.receivers[key]?(date) }
        // Fires missed while a frame was late are skipped, as a run loop's timer skips them.
        let now = MainQueue.shared.now ?? time
        let next = max(count + 1, Int(((now - start) / self.interval).rounded(.down)) + 1)
        self.schedule(id, start: start, count: next)
      }
    }
  }
}
