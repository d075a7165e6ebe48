import Testing
import Tempo
import TempoTestSupport

@MainActor
@Suite("withAnimation, withTransaction and completions", .timeLimit(.minutes(1)))
struct WithTransactionTests {
  @Test("a logically-complete completion fires at 1 s, a removed one at the end, each once")
  func logicalAndRemovedCompletions() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    var logical: [Double] = []
    var removed: [Double] = []
    withAnimation(.linear(duration: 5).logicallyComplete(after: 1)) {
      value.value = 1
    } completion: {
      logical.append(timeline.now)
    }
    withAnimation(.linear(duration: 5), completionCriteria: .removed) {
      value.value = 2
    } completion: {
      removed.append(timeline.now)
    }
    timeline.tick()
    timeline.run(until: 7, fps: 10)
    #expect(logical.count == 1)
    #expect(abs((logical.first ?? 0) - 1.0) < 1e-9)
    #expect(removed.count == 1)
    // The animation runs to 5 s and is removed on the tick after.
    #expect(abs((removed.first ?? 0) - 5.1) < 1e-9)
  }

  @Test("a completion whose body animates nothing fires on the current engine's next update")
  func emptyBodyFiresNextUpdate() {
    let timeline = Timeline()
    var fired = 0
    timeline.engine.perform {
      withAnimation(.easeIn) {
      } completion: {
        fired += 1
      }
    }
    #expect(fired == 0)
    #expect(!timeline.engine.isIdle)
    timeline.tick()
    #expect(fired == 1)
    timeline.tick(at: 1)
    #expect(fired == 1)
    #expect(timeline.engine.isIdle)
  }

  @Test("with no engine current, a completion whose body animates nothing fires right after it")
  func emptyBodyWithoutEngineFiresAfterBody() {
    var fired = 0
    withAnimation(.easeIn) {
      withAnimation(.linear) {
      } completion: {
        fired += 1
      }
      // The inner one waits for the outermost withAnimation to return.
      #expect(fired == 0)
    } completion: {
      fired += 10
    }
    #expect(fired == 11)
  }

  @Test("withAnimation called from a nonisolated helper animates a main-actor property")
  func nonisolatedHelperAnimates() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    animateLinearly { value.value = 10 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    #expect(abs(value.presentation - 5) < 1e-9)
  }

  @Test("a method of a non-main actor sees its own withAnimation and withTransaction")
  func actorMethodSeesItsTransaction() async {
    let model = TransactionReader()
    #expect(await model.animationInsideWithAnimation() == .easeIn)
    #expect(await model.continuousInsideWithTransaction() == true)
    #expect(await model.animationOutside() == nil)
  }

  @Test("a completion added off the main actor whose body animates nothing still runs, once")
  func offMainActorOrphanRuns() async throws {
    @MainActor final class Runs { var count = 0 }
    let model = TransactionReader()
    let runs = Runs()
    // The suite's time limit fails the test if the completion never runs.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Task {
        await model.animateNothing {
          runs.count += 1
          if runs.count == 1 { done.resume() }
        }
      }
    }
    // Time for a second run, were one scheduled, to arrive.
    try await Task.sleep(for: .milliseconds(200))
    #expect(runs.count == 1)
  }

  @Test("a merge does not delay the earlier animation's logical completion")
  func mergeKeepsEarlierCompletion() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    var first: Double?
    var second: Double?
    withAnimation(.spring(duration: 0.5, bounce: 0)) {
      value.value = 1
    } completion: {
      first = timeline.now
    }
    timeline.tick(at: 0)
    timeline.run(until: 0.2, fps: 100)
    withAnimation(.spring(duration: 0.5, bounce: 0)) {
      value.value = 2
    } completion: {
      second = timeline.now
    }
    timeline.run(until: 2, fps: 100)
    #expect(abs((first ?? 0) - 0.5) < 0.011)
    #expect(abs((second ?? 0) - 0.7) < 0.011)
  }

  @Test("a removed completion waits for later animations on the same property")
  func removedWaitsForLaterAnimations() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    var removedAt: Double?
    withAnimation(.linear(duration: 1), completionCriteria: .removed) {
      value.value = 1
    } completion: {
      removedAt = timeline.now
    }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    withAnimation(.linear(duration: 1)) { value.value = 2 }
    timeline.run(until: 3, fps: 10)
    // The second animation begins at the next tick (0.6 s) and ends at 1.6 s; removal is the tick
    // after that.
    #expect(abs((removedAt ?? 0) - 1.7) < 1e-9)
  }

  @Test("a completion waits for every property the transaction animated")
  func completionWaitsForAllProperties() {
    let timeline = Timeline()
    let short = AnimatedValue(0.0, engine: timeline.engine)
    let long = AnimatedValue(0.0, engine: timeline.engine)
    var firedAt: Double?
    withAnimation(.linear(duration: 1)) {
      short.value = 1
      withAnimation(.linear(duration: 2)) { long.value = 1 }
    } completion: {
      firedAt = timeline.now
    }
    timeline.tick()
    timeline.run(until: 3, fps: 10)
    #expect(abs((firedAt ?? 0) - 2.0) < 1e-9)
  }

  @Test("withTransaction lays the inner transaction over the outer one")
  func innerTransactionWins() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) {
      var transaction = Transaction()
      transaction.isContinuous = true
      withTransaction(transaction) { value.value = 1 }
      withTransaction(\.animation, nil) { value.value = 5 }
    }
    // The first change animates with the outer linear animation; the second jumps by 4.
    #expect(value.presentation == 4)
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    #expect(abs(value.presentation - 4.5) < 1e-9)
  }

  @Test("a change made by a completion handler animates from the next update")
  func completionCanStartAnimation() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 0.5)) {
      value.value = 1
    } completion: {
      withAnimation(.linear(duration: 0.5)) { value.value = 0 }
    }
    timeline.tick()
    timeline.run(until: 0.5, fps: 10)
    #expect(abs(value.presentation - 1) < 1e-9)
    timeline.run(until: 0.8, fps: 10)
    #expect(abs(value.presentation - 0.6) < 1e-9)
  }
}

/// Runs `body` inside `withAnimation(.linear(duration: 1))` from a nonisolated function.
nonisolated func animateLinearly(_ body: () -> Void) {
  withAnimation(.linear(duration: 1)) { body() }
}

/// A model isolated to its own actor that uses transactions.
actor TransactionReader {
  func animationInsideWithAnimation() -> Animation? {
    withAnimation(.easeIn) { Transaction.current.animation }
  }

  func continuousInsideWithTransaction() -> Bool {
    withTransaction(\.isContinuous, true) { Transaction.current.isContinuous }
  }

  func animationOutside() -> Animation? { Transaction.current.animation }

  func animateNothing(completion: @escaping @MainActor () -> Void) {
    withAnimation(.easeIn) {
    } completion: {
      completion()
    }
  }
}
