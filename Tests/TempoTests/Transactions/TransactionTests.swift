import Testing
import Tempo

private enum RetryCountKey: TransactionKey {
  static let defaultValue = 0
}

@Suite("Transaction")
struct TransactionTests {
  @Test("a new transaction carries no animation and default flags")
  func defaults() {
    let transaction = Transaction()
    #expect(transaction.animation == nil)
    #expect(!transaction.disablesAnimations)
    #expect(!transaction.isContinuous)
    #expect(!transaction.tracksVelocity)
  }

  @Test("custom keys read their default until set")
  func customKeys() {
    var transaction = Transaction(animation: .easeIn)
    #expect(transaction[RetryCountKey.self] == 0)
    transaction[RetryCountKey.self] = 3
    #expect(transaction[RetryCountKey.self] == 3)
    #expect(transaction.animation == .easeIn)
  }
}
