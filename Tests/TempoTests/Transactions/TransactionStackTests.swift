import Synchronization
import Tempo
import Testing

@Suite("The current transaction is per thread", .timeLimit(.minutes(1)))
struct TransactionStackTests {
  @Test("a transaction set on one thread is not seen on another, which sees its own")
  func perThread() {
    withAnimation(.easeIn) {
      #expect(Transaction.current.animation == .easeIn)
      let other = onAnotherThread { Transaction.current.animation }
      #expect(other == nil)
      let own = onAnotherThread { withAnimation(.linear) { Transaction.current.animation } }
      #expect(own == .linear)
      #expect(Transaction.current.animation == .easeIn)
    }
    #expect(Transaction.current.animation == nil)
  }

  @Test("nested transactions merge, inner keys winning, and unwind")
  func nesting() {
    withTransaction(\.isContinuous, true) {
      withAnimation(.easeOut) {
        #expect(Transaction.current.isContinuous)
        #expect(Transaction.current.animation == .easeOut)
      }
      #expect(Transaction.current.animation == nil)
    }
    #expect(!Transaction.current.isContinuous)
  }
}

/// Runs `body` on a new thread and returns its result.
func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let result = ResultSlot<T>()
  let done = DispatchSemaphore(value: 0)
  Thread {
    result.value.withLock { $0 = body() }
    done.signal()
  }.start()
  done.wait()
  return result.value.withLock { $0! }
}

final class ResultSlot<T: Sendable>: Sendable {
  let value = Mutex<T?>(nil)
}
