import Tempo
import TempoTestSupport
import Testing

private struct CounterKey: AnimationStateKey {
  static var defaultValue: Int { 7 }
}

private struct OtherCounterKey: AnimationStateKey {
  static var defaultValue: Int { -1 }
}

private struct HistoryKey: AnimationStateKey {
  static var defaultValue: [Double] { [] }
}

private struct GenericKey<Value: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: Value { .zero }
}

@Suite("AnimationState")
struct AnimationStateTests {
  @Test("an absent key reads as its default value")
  func absentKeyReadsDefault() {
    let state = AnimationState<Double>()
    #expect(state[CounterKey.self] == 7)
    #expect(state[OtherCounterKey.self] == -1)
    #expect(state[HistoryKey.self].isEmpty)
  }

  @Test("a written key reads back, and overwriting replaces it")
  func writeAndOverwrite() {
    var state = AnimationState<Double>()
    state[CounterKey.self] = 1
    #expect(state[CounterKey.self] == 1)
    state[CounterKey.self] += 41
    #expect(state[CounterKey.self] == 42)
  }

  @Test("keys are told apart by type, even when their value types are the same")
  func keyedByTypeIdentity() {
    var state = AnimationState<Double>()
    state[CounterKey.self] = 100
    #expect(state[OtherCounterKey.self] == -1)
    state[GenericKey<Double>.self] = 3
    #expect(state[GenericKey<Float>.self] == 0)
    #expect(state[GenericKey<Double>.self] == 3)
  }

  @Test("copies are independent: a write to a copy does not leak into the original")
  func copiesAreIndependent() {
    var original = AnimationState<Double>()
    original[CounterKey.self] = 1
    original[HistoryKey.self] = [1]
    var copy = original
    copy[CounterKey.self] = 2
    copy[HistoryKey.self].append(2)
    #expect(original[CounterKey.self] == 1)
    #expect(original[HistoryKey.self] == [1])
    #expect(copy[CounterKey.self] == 2)
    #expect(copy[HistoryKey.self] == [1, 2])
  }

  @Test("a write to the original after copying does not leak into the copy")
  func originalWritesDoNotLeak() {
    var original = AnimationState<Double>()
    original[CounterKey.self] = 1
    let copy = original
    original[CounterKey.self] = 5
    original[OtherCounterKey.self] = 6
    #expect(copy[CounterKey.self] == 1)
    #expect(copy[OtherCounterKey.self] == -1)
  }

  @Test("repeated writes to one uniquely held state keep working (copy-on-write path)")
  func manyWrites() {
    var state = AnimationState<Double>()
    for index in 0..<1000 { state[CounterKey.self] = index }
    #expect(state[CounterKey.self] == 999)
    var snapshots: [AnimationState<Double>] = []
    for index in 0..<5 {
      state[CounterKey.self] = index
      snapshots.append(state)
    }
    #expect(snapshots.map { $0[CounterKey.self] } == [0, 1, 2, 3, 4])
  }
}
