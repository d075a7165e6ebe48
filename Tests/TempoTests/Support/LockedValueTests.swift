import Tempo
import Testing

@Suite("LockedValue")
struct LockedValueTests {
  @Test("withLock returns what its body returns and keeps the body's writes")
  func returnsAndKeepsWrites() {
    let locked = LockedValue([1, 2])
    let count = locked.withLock { values -> Int in
      values.append(3)
      return values.count
    }
    #expect(count == 3)
    #expect(locked.withLock { $0 } == [1, 2, 3])
  }

  @Test("eight threads adding 10,000 each lose no increment")
  func concurrentIncrements() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<10_000 { counter.withLock { $0 += 1 } } }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }
}
