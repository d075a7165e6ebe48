import Testing
import Tempo
import TempoTestSupport

@MainActor
@Suite("The seed's custom animations")
struct SeedAnimationsTests {
  @Test("PausableAnimation freezes while the environment says paused and resumes without a jump")
  func pausableAnimationPausesAndResumes() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    withAnimation(Animation(PausableAnimation(base: .linear(duration: 1)))) { value.value = 100 }
    timeline.tick(at: 0)
    timeline.tick(at: 0.3)
    #expect(abs(value.presentation - 30) < 1e-9)
    value.environment.animationPaused = true
    timeline.tick(at: 0.4)
    timeline.tick(at: 2.0)
    #expect(abs(value.presentation - 40) < 1e-9, "paused at the 0.4 s position")
    value.environment.animationPaused = false
    timeline.tick(at: 2.1)
    #expect(abs(value.presentation - 40) < 1e-9, "resumes where it stopped")
    timeline.tick(at: 2.3)
    #expect(abs(value.presentation - 60) < 1e-9)
    timeline.tick(at: 2.71)
    #expect(value.presentation == 100)
    #expect(!value.isAnimating)
  }

  @Test("TargetAnimation merges with itself, keeps moving continuously, and settles at the target")
  func targetAnimationMergesAndSettles() {
    let timeline = Timeline()
    let value = AnimatedValue(0.0, engine: timeline.engine)
    let animation = Animation(
      TargetAnimation(base: .spring(duration: 0.4), secondary: .easeInOut(duration: 0.3)))
    withAnimation(animation) { value.value = 10 }
    var samples: [Double] = []
    timeline.run(until: 0.2) { _ in samples.append(value.presentation) }
    withAnimation(animation) { value.value = 20 }
    timeline.run(until: 0.4) { _ in samples.append(value.presentation) }
    #expect(timeline.engine.runningAnimationCount == 1)
    let steps = zip(samples.dropFirst(), samples).map { abs($0 - $1) }
    #expect(steps.max()! < 2.5, "no frame moves more than a quarter of the first move")
    timeline.run(until: 4)
    #expect(value.presentation == 20)
    #expect(timeline.engine.isIdle)
  }
}
