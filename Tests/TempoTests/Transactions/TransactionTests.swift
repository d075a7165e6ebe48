import Testing
@testable import Tempo

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

@Suite("Transaction's built-in keys")
struct TransactionBuiltInKeyTests {
  @Test("the built-in keys read and write the same values through the key subscript")
  func subscriptMatchesProperties() {
    var transaction = Transaction()
    transaction[AnimationTransactionKey.self] = .linear
    transaction[IsContinuousTransactionKey.self] = true
    transaction.tracksVelocity = true
    #expect(transaction.animation == .linear)
    #expect(transaction.isContinuous)
    #expect(transaction[TracksVelocityTransactionKey.self])
    #expect(!transaction[DisablesAnimationsTransactionKey.self])
  }

  @Test("merging: the inner transaction's keys win where it set them, nil animation included")
  func mergingKeepsUnsetOuterKeys() {
    var outer = Transaction(animation: .easeIn)
    outer.isContinuous = true
    outer[RetryCountKey.self] = 2
    var inner = Transaction()
    inner.disablesAnimations = true
    let merged = outer.merging(inner)
    #expect(merged.animation == .easeIn)
    #expect(merged.isContinuous && merged.disablesAnimations)
    #expect(merged[RetryCountKey.self] == 2)
    inner.animation = nil
    inner.isContinuous = false
    let cleared = outer.merging(inner)
    #expect(cleared.animation == nil)
    #expect(!cleared.isContinuous)
  }
}
