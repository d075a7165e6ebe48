import Tempo
import TempoTestSupport
import Testing

@MainActor
@Suite("Transaction.tracksVelocity")
struct VelocityTrackerTests {
  static let spring = Spring(duration: 0.5)
  static let reference = ClosedFormSpring(
    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)

  /// Moves `value` by 2 units per 1/60 s frame for 10 frames without animation (120 units/s),
  /// with or without velocity tracking, ticking each frame; returns the last position.
  static func drag(_ value: AnimatedValue<Double>, _ timeline: Timeline, tracking: Bool) -> Double {
    for frame in 1...10 {
      timeline.tick(at: Double(frame) / 60)
      withTransaction(\.tracksVelocity, tracking) { value.value = Double(frame) * 2 }
      #expect(value.presentation == value.value)  // applied at once, not animated
    }
    return value.value
  }

  @Test("a spring after tracked changes starts with their velocity (120 units/s)")
  func springTakesTrackedVelocity() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    let start = Self.drag(value, timeline, tracking: true)
    let begin = timeline.now
    withAnimation(.spring(Self.spring)) { value.value = 100 }
    timeline.tick()
    for t in [0.05, 0.1, 0.2] {
      timeline.tick(at: begin + t)
      let expected = start + Self.reference.position(delta: 100 - start, v0: 120, t: t)
      #expect(abs(value.presentation - expected) < 0.3)
    }
  }

  @Test("without tracksVelocity, or after a pause longer than 0.1 s, the spring starts at rest")
  func noTrackingStartsAtRest() {
    for pause in [0.0, 0.5] {
      for tracking in [false, true] where !(pause == 0 && tracking) {
        let timeline = Timeline()
        let value = AnimatedValue(0.0, engine: timeline.engine)
        let start = Self.drag(value, timeline, tracking: tracking)
        timeline.tick(at: timeline.now + pause)
        let begin = timeline.now
        withAnimation(.spring(Self.spring)) { value.value = 100 }
        timeline.tick()
        timeline.tick(at: begin + 0.05)
        let expected = start + Self.reference.position(delta: 100 - start, v0: 0, t: 0.05)
        #expect(abs(value.presentation - expected) < 0.3)
      }
    }
  }

  @Test("a timing curve after tracked changes is unaffected: it does not take over motion")
  func trackerSamples() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    timeline.tick(at: 1)
    withTransaction(\.tracksVelocity, true) { value.value = 5 }
    timeline.tick(at: 1.5)
    withTransaction(\.tracksVelocity, true) { value.value = 6 }
    // Tracked at 2 units/s; a linear curve does not merge, so it moves linearly from 6 to 16.
    withAnimation(.linear(duration: 1)) { value.value = 16 }
    timeline.tick()
    timeline.tick(at: 2)
    #expect(abs(value.presentation - 11) < 1e-9)
  }
}
