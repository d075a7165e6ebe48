import Testing
import Tempo
import TempoTestSupport

@MainActor
@Suite("AnimationEngine")
struct AnimationEngineTests {
  @Test("a new engine is idle and needs no wake-up")
  func startsIdle() {
    let timeline = Timeline()
    #expect(timeline.engine.isIdle)
    #expect(timeline.engine.nextWakeTime == nil)
  }

  @Test("while anything animates it wants a tick now; afterwards nothing")
  func wakeTimeWhileAnimating() {
    let timeline = Timeline(start: 2)
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    #expect(timeline.engine.nextWakeTime == 2)
    timeline.run(until: 3.1)
    #expect(timeline.engine.nextWakeTime == nil)
    #expect(timeline.engine.runningAnimationCount == 0)
  }

  @Test("a scheduled action runs at the first tick at or after its time, once")
  func scheduledActionRuns() {
    let timeline = Timeline(start: 10)
    var runs: [Double] = []
    timeline.engine.schedule(after: 1) { runs.append(timeline.now) }
    #expect(timeline.engine.nextWakeTime == 11)
    #expect(!timeline.engine.isIdle)
    timeline.tick(at: 10.99)
    #expect(runs.isEmpty)
    timeline.tick(at: 11.0)
    timeline.tick(at: 11.5)
    #expect(runs == [11.0])
    #expect(timeline.engine.isIdle)
  }

  @Test("a cancelled action never runs and does not keep the engine awake")
  func cancelledActionDoesNotRun() {
    let timeline = Timeline()
    var ran = false
    let action = timeline.engine.schedule(after: 0.5) { ran = true }
    action.cancel()
    #expect(timeline.engine.isIdle)
    #expect(timeline.engine.nextWakeTime == nil)
    timeline.tick(at: 1)
    #expect(!ran)
  }

  @Test("actions scheduled for the same time run in the order they were scheduled")
  func sameTimeKeepsOrder() {
    let timeline = Timeline()
    var order: [Int] = []
    for index in 0..<5 { timeline.engine.schedule(after: 1) { order.append(index) } }
    timeline.tick(at: 1)
    #expect(order == [0, 1, 2, 3, 4])
  }

  @Test("a stall longer than the maximum frame interval is clamped: the animation does not jump")
  func stallIsClamped() {
    let timeline = Timeline()
    timeline.engine.maximumFrameInterval = 0.1
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { value.value = 100 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.1)
    #expect(abs(value.presentation - 10) < 1e-9)
    timeline.tick(at: 5.1)
    #expect(abs(value.presentation - 20) < 1e-9)
    timeline.tick(at: 5.2)
    #expect(abs(value.presentation - 30) < 1e-9)
  }

  @Test("an action scheduled while idle is not delayed by the idle gap")
  func idleGapDoesNotDelayActions() {
    let timeline = Timeline()
    timeline.engine.maximumFrameInterval = 0.1
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(.linear(duration: 0.1)) { value.value = 1 }
    timeline.run(until: 0.3)
    #expect(timeline.engine.runningAnimationCount == 0)
    timeline.clock.advance(by: 100)
    var ranAt: Double?
    timeline.engine.schedule(after: 1) { ranAt = timeline.now }
    timeline.tick()
    timeline.tick(at: timeline.now + 1)
    #expect(ranAt != nil)
  }
}
