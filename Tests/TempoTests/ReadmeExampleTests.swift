// The engine example of Tempo's Getting started article (Sources/Tempo/Tempo.docc), with a
// custom animation, kept compiling and running (keep it in sync with the article).
import Testing
import Tempo

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

@MainActor
@Suite("The getting-started engine example")
struct ReadmeEngineExampleTests {
  @Test("runs as written")
  func runs() { readmeEngineExample() }
}
