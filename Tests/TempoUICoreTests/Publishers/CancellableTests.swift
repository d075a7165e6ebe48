import TempoUICore
import Testing

/// `AnyCancellable`: cancels once, when cancelled or released, and is kept in a set.
@Suite("AnyCancellable")
struct CancellableTests {
  @Test("cancel() runs the action once; a second cancel() and the release do nothing more")
  func cancelsOnce() {
    var count = 0
    var cancellable: AnyCancellable? = AnyCancellable { count += 1 }
    cancellable?.cancel()
    cancellable?.cancel()
    cancellable = nil
    #expect(count == 1)
  }

  @Test("released without cancel(), it cancels; kept in a Set, it lives as long as the set")
  func releaseCancels() {
    var count = 0
    var set: Set<AnyCancellable> = []
    AnyCancellable { count += 1 }.store(in: &set)
    #expect(count == 0 && set.count == 1)
    set.removeAll()
    #expect(count == 1)
    do { _ = AnyCancellable { count += 1 } }
    #expect(count == 2)
  }
}
