import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("LaneCohorts: curves that began together share one sample")
struct LaneCohortsTests {
  @Test("one kind and begin time give one cohort; the last release frees it for reuse")
  func acquireAndRelease() {
    var cohorts = LaneCohorts()
    let first = cohorts.acquire(kind: 0, begin: 0.5)
    #expect(cohorts.acquire(kind: 0, begin: 0.5) == first)
    let other = cohorts.acquire(kind: 1, begin: 0.5)
    #expect(other != first)
    #expect(cohorts.acquire(kind: 0, begin: 0.25) != first)
    #expect(cohorts.count == 3)
    cohorts.release(first)
    #expect(cohorts.count == 3)
    cohorts.release(first)
    #expect(cohorts.count == 2)
    // The freed slot is reused by the next new cohort.
    #expect(cohorts.acquire(kind: 2, begin: 1) == first)
  }

  @Test(
    "1,000 chains retargeted in one tick share two cohorts, and each follows the curve formula")
  func chainsShareCohorts() {
    let timeline = Timeline()
    let values = (0..<1_000).map { AnimatedValue(Double($0), engine: timeline.engine) }
    let ease = Animation.easeInOut(duration: 1)
    withAnimation(ease) { for value in values { value.value += 10 } }
    timeline.tick(at: 0)
    timeline.tick(at: 0.25)
    withAnimation(ease) { for value in values { value.value += 10 } }
    timeline.tick(at: 0.25)
    #expect(values.allSatisfy { $0.lane?.kind == .chain })
    #expect(timeline.engine.chainLane.cohorts.count == 2)
    timeline.tick(at: 0.75)
    // easeInOut is the Bézier (0.42, 0), (0.58, 1): the first link is at y(0.75), the second
    // goes from there to the new target, y(0.5) of the way.
    let curve = ExactBezier(0.42, 0, 0.58, 1)
    let first = 10 * curve.value(at: 0.75)
    let offset = first + (20 - first) * curve.value(at: 0.5)
    for (index, value) in values.enumerated() {
      #expect(abs(value.presentation - (Double(index) + offset)) < 1e-9)
    }
    timeline.tick(at: 1.3)
    #expect(values.allSatisfy { !$0.isAnimating })
    #expect(timeline.engine.chainLane.cohorts.count == 0)
  }
}
