import Dispatch
import Foundation

/// SwiftUI code's `DispatchQueue`: `main` runs work on the views' thread between frames, on the
/// animation clock (so a recording's `asyncAfter` lands on the same frame in every run); other
/// queues are Dispatch's own.
public struct DispatchQueue: Sendable {
  private let queue: Dispatch.DispatchQueue?

  private init(queue: Dispatch.DispatchQueue?) {
    self.queue = queue
  }

  /// Creates a Dispatch queue with `label` (work runs on Dispatch's threads, on real time).
  public init(label: String) {
    self.init(queue: Dispatch.DispatchQueue(label: label))
  }

  /// The main queue: work runs on the views' thread, between frames.
  public static let main = DispatchQueue(queue: nil)

  /// A global concurrent Dispatch queue.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(queue: .global(qos: qos))
  }

  /// Runs `work` as soon as possible (on the main queue: before the next frame).
  public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
    asyncAfter(deadline: .now(), execute: work)
  }

  /// Runs `work` at `deadline` (on the main queue: measured on the animation clock).
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    let delay = max(deadline.seconds - DispatchTime.now().seconds, 0)
    if let queue {
      queue.asyncAfter(deadline: .now() + delay) { Task { @MainActor in work() } }
    } else if !MainQueue.shared.enqueue(at: deadline.seconds, work) {
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1e9))
        work()
      }
    }
  }
}
