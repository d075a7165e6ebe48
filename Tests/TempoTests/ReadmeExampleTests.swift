// The engine example of Tempo's Getting started article (Sources/Tempo/Tempo.docc), with a
// custom animation, kept compiling and running (keep it in sync with the article).
import Testing
import Tempo
import TempoTestSupport

// A custom animation, exactly as you would write it for SwiftUI.
struct Wobble: CustomAnimation {
  var duration: TimeInterval = 0.6
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> V? {
    guard time <= duration else { return nil }
    let progress = time / duration
    return value.scaled(by: progress + sin(progress * .pi * 4) * (1 - progress) * 0.1)
  }
}

@MainActor func readmeEngineExample() {
  let clock = ManualClock()  // or a window's vsync clock
  let engine = AnimationEngine(clock: clock)
  let x = AnimatedValue(0.0, engine: engine)

  withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
    x.value = 100  // the model jumps; the presentation animates
  } completion: {
    print("logically complete")
  }
  for frame in 1...60 {
    clock.advance(to: Double(frame) / 60)
    engine.tick()  // samples every animation at the clock's time
    if frame % 15 == 0 { print(x.presentation) }  // what to draw now
  }
  withAnimation(Animation(Wobble()).delay(0.1)) { x.value = 0 }
}

/// What the example printed, in order (the example's `print` calls land here, not on stdout).
@MainActor private var printed: [String] = []

/// Collects the example's output so that the test can check it; the example keeps the
/// README's text.
@MainActor private func print(_ item: Any) { printed.append("\(item)") }

@MainActor
@Suite("The getting-started engine example", .timeLimit(.minutes(1)))
struct ReadmeEngineExampleTests {
  @Test(
    "runs as written: x follows spring(duration 0.5, bounce 0.3) toward 100 from the first frame, printed at frames 15, 30, 45 and 60, logically complete once, 0.5 s after it starts"
  )
  func runs() throws {
    printed = []
    readmeEngineExample()
    #expect(printed.filter { $0 == "logically complete" }.count == 1)
    // The animation starts at the first frame after the change (1/60 s) and is logically
    // complete once the response (0.5 s) has passed: at frame 31, after the second value.
    #expect(printed.firstIndex(of: "logically complete") == 2, "\(printed)")
    let values = printed.compactMap(Double.init)
    // Spring(duration: 0.5, bounce: 0.3): ω0 = 2π / 0.5, ζ = 0.7, k = ω0², c = 2ζω0 (mass 1).
    let omega0 = 2 * Double.pi / 0.5
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: 2 * 0.7 * omega0)
    try #require(values.count == 4)
    for (index, frame) in [15, 30, 45, 60].enumerated() {
      // The engine integrates the spring in 1/300 s Verlet steps (the spec's §4): the closed
      // form within its steps, ± 1 % of the 100-point change.
      let t = Double(frame - 1) / 60
      #expect(
        spring.allows(values[index], delta: 100, at: t, tolerance: 1),
        "frame \(frame): \(values[index]) vs \(spring.position(delta: 100, v0: 0, t: t))")
    }
  }
}
