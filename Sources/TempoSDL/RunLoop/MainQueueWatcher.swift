import CSDL2
import Dispatch
import Foundation
import Tempo

/// Wakes a sleeping ``FrameLoop`` when work arrives on the main dispatch queue (package):
/// `MainActor` tasks, `Task.sleep` resuming on the main actor, `DispatchQueue.main` blocks.
///
/// A thread blocks in `poll` on libdispatch's main-queue eventfd; when it becomes readable the
/// thread pushes one SDL user event and waits until the loop has drained the queue. So an idle
/// window still uses no CPU, and main-queue work runs on the window's thread between frames.
package final class MainQueueWatcher: Sendable {
  /// The one watcher (its thread starts with the first ``start()``).
  package static let shared = MainQueueWatcher()

  private let drained = DispatchSemaphore(value: 0)
  private let started = LockedValue(false)

  private init() {}

  /// Starts the watching thread once; later calls do nothing.
  package func start() {
    let first = started.withLock { value in
      defer { value = true }
      return !value
    }
    guard first else { return }
    let thread = Thread { [self] in watch() }
    thread.name = "Tempo main-queue watcher"
    thread.start()
  }

  /// Runs the main queue's pending work on the calling (main) thread, then lets the watcher
  /// wait for more.
  @MainActor package func drain() {
    _ = RunLoop.main.run(mode: .default, before: .distantPast)
    if started.withLock({ $0 }) { signalIfWaiting() }
  }

  /// Runs the main queue's work until none is pending (at most `limit` rounds): what a
  /// recording does between frames, where no watcher wakes the loop. Work that one round adds
  /// (a task resuming after `await` on the main actor) runs in a later round.
  @MainActor package func drainUntilIdle(limit: Int = 1000) {
    let handle = _dispatch_get_main_queue_handle_4CF()
    for _ in 0..<limit {
      drain()
      guard handle >= 0 else { return }
      var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 0) <= 0 { return }
    }
  }

  private let waiting = LockedValue(false)

  private func signalIfWaiting() {
    let wasWaiting = waiting.withLock { value in
      defer { value = false }
      return value
    }
    if wasWaiting { drained.signal() }
  }

  private func watch() {
    let handle = _dispatch_get_main_queue_handle_4CF()
    guard handle >= 0 else { return }
    while true {
      var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
      let result = poll(&descriptor, 1, -1)
      if result < 0 {
        if errno == EINTR { continue }
        return
      }
      waiting.withLock { $0 = true }
      var event = SDL_Event()
      event.type = SDL_USEREVENT.rawValue
      SDL_PushEvent(&event)
      drained.wait()
    }
  }
}
