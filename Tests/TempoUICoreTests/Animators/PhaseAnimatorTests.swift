import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A phase animator animates each phase change with the phase's animation and moves on when
/// that animation logically completes; without a trigger it cycles, with one it runs through
/// the phases once and the engine goes idle. Frames are 1/64 s, so 0.5 s is exactly 32 frames.
@MainActor
@Suite("PhaseAnimator", .timeLimit(.minutes(1)))
struct PhaseAnimatorTests {
  static let fps = 64.0

  struct Cycling: View {
    var body: some View {
      Color.blue.frame(width: 100, height: 100)
        .phaseAnimator([1.0, 2.0, 3.0]) { content, phase in
          content.scaleEffect(phase)
        } animation: { _ in
          .linear(duration: 0.5)
        }
    }
  }

  struct Triggered: View {
    @State var taps = 0
    var body: some View {
      VStack {
        Text("tap \(taps)").onTapGesture { taps += 1 }
        PhaseAnimator([1.0, 2.0], trigger: taps) { phase in
          Color.blue.frame(width: 100, height: 100).scaleEffect(phase)
        } animation: { phase in
          phase == 2 ? .linear(duration: 0.5) : .linear(duration: 0.25)
        }
      }
    }
  }

  func scale(in list: DisplayList) -> Double {
    Double(list.fills(.blue).first?.rect.width ?? 0) / 100
  }

  func texts(in list: DisplayList) -> [String] {
    list.commands.compactMap {
      if case .text(let text, _, _, _, _, _, _, _) = $0 { return text }
      return nil
    }
  }

  func host<V: View>(_ view: V) -> (FrameTimeline, ViewHost) {
    let timeline = FrameTimeline(fps: Self.fps)
    return (timeline, ViewHost(view, scene: timeline.scene))
  }

  /// A linear step from `a` to `b` starting at frame `start` lasting `frames` frames.
  func step(_ a: Double, _ b: Double, from start: Int, frames: Int, at frame: Int) -> Double {
    a + (b - a) * min(max(Double(frame - start) / Double(frames), 0), 1)
  }

  @Test(
    "without a trigger the phases cycle, each change on its linear curve, the next starting the frame after completion"
  )
  func cycles() {
    let (timeline, host) = host(Cycling())
    var shown: [Double] = []
    for frame in 0...140 {
      timeline.move(toFrame: frame)
      shown.append(scale(in: host.frame()))
    }
    // Frame 0 draws the first phase; 1 → 2 from frame 1, complete at 33; 2 → 3 from 34; 3 → 1
    // from 67; 1 → 2 again from 100.
    #expect(shown[0] == 1)
    let steps = [(1.0, 2.0, 1), (2.0, 3.0, 34), (3.0, 1.0, 67), (1.0, 2.0, 100)]
    for (index, (a, b, start)) in steps.enumerated() {
      let end = index + 1 < steps.count ? steps[index + 1].2 - 1 : 132
      for frame in start...end {
        let expected = step(a, b, from: start, frames: 32, at: frame)
        #expect(abs(shown[frame] - expected) < 1e-9, "frame \(frame)")
      }
    }
    #expect(!host.engine.isIdle)
  }

  struct Labelled: View {
    var body: some View {
      PhaseAnimator(["first", "second"]) { phase in
        VStack {
          Text(phase)
          Color.blue.frame(width: 100, height: 100).scaleEffect(phase == "first" ? 1 : 2)
        }
      } animation: { _ in
        .linear(duration: 0.5)
      }
    }
  }

  @Test(
    "without a trigger the first frame draws the first phase (its text too); the second is shown from the next frame, animating from there"
  )
  func firstFrameShowsFirstPhase() {
    let (timeline, host) = host(Labelled())
    // The first frame is drawn a while after the view was made: it still shows the first phase.
    timeline.move(toFrame: 5)
    let first = host.frame()
    #expect(texts(in: first) == ["first"])
    #expect(scale(in: first) == 1)
    for frame in 6...37 {
      timeline.move(toFrame: frame)
      let list = host.frame()
      #expect(texts(in: list) == ["second"], "frame \(frame)")
      let expected = step(1, 2, from: 6, frames: 32, at: frame)
      #expect(abs(scale(in: list) - expected) < 1e-9, "frame \(frame)")
    }
  }

  @Test(
    "with a trigger, a change runs through the phases once with each phase's animation, then the engine is idle"
  )
  func triggerRunsOnce() throws {
    let (timeline, host) = host(Triggered())
    #expect(scale(in: host.frame()) == 1)
    timeline.draw(host, through: 10)
    #expect(scale(in: host.frame()) == 1)
    #expect(host.engine.isIdle)
    host.click(at: try #require(host.center(ofText: "tap 0")))
    // Applied at frame 11: 1 → 2 over 0.5 s (32 frames), then 2 → 1 over 0.25 s from frame 44.
    for frame in 11...80 {
      timeline.move(toFrame: frame)
      let expected =
        frame <= 43
        ? step(1, 2, from: 11, frames: 32, at: frame) : step(2, 1, from: 44, frames: 16, at: frame)
      #expect(abs(scale(in: host.frame()) - expected) < 1e-9, "frame \(frame)")
    }
    #expect(host.engine.isIdle)
  }
}

/// A phase animator without phases warns once and shows nothing, instead of crashing.
@MainActor
@Suite("PhaseAnimator (no phases)", .timeLimit(.minutes(1)))
struct PhaseAnimatorEmptyTests {
  @Test("no phases: one runtime warning, nothing drawn, engine idle")
  func emptyPhases() {
    let empty: [Double] = []
    var drawn: DisplayList?
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(
        PhaseAnimator(empty) { phase in Color.blue.frame(width: 10, height: 10).opacity(phase) })
      drawn = hosted.run(to: 5)
      #expect(hosted.host.engine.isIdle)
    }
    #expect(warnings == ["TempoUI: PhaseAnimator has no phases: it shows nothing"])
    #expect(drawn?.fills(.blue).isEmpty == true)
  }
}

/// Without an `animation:` closure each phase change uses `.default`, as a
/// `withAnimation(.default)` change made when the view appears does.
@MainActor
@Suite("PhaseAnimator (default animation)", .timeLimit(.minutes(1)))
struct PhaseAnimatorDefaultAnimationTests {
  struct Side: View {
    @State var big = false
    var body: some View {
      HStack(spacing: 150) {
        Color.blue.frame(width: 20, height: 20)
          .phaseAnimator([1.0, 2.0]) { content, phase in content.scaleEffect(phase) }
        Color.green.frame(width: 20, height: 20)
          .scaleEffect(big ? 2 : 1)
          .onAppear { withAnimation(.default) { big = true } }
      }
    }
  }

  @Test(
    "the first phase change, made the frame after the view appears, follows .default's spring (duration 0.5, bounce 0) from 1 to 2 from frame 1, as withAnimation(.default) does one frame later; then the cycle goes on"
  )
  func defaultAnimation() {
    // Animation.default: a spring of duration 0.5, bounce 0: ω0 = 2π / 0.5, k = ω0², c = 2ω0
    // (ζ = 1 exactly, the closed form's critically damped case).
    let omega0 = 2 * Double.pi / 0.5
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: 2 * omega0)
    let timeline = FrameTimeline(fps: 64)
    let host = ViewHost(Side(), scene: timeline.scene)
    var shown: [Double] = []
    var greens: [Double] = []
    for frame in 0...192 {
      timeline.move(toFrame: frame)
      let list = host.frame()
      let blue = Double(list.fills(.blue)[0].rect.width) / 20
      greens.append(Double(list.fills(.green)[0].rect.width) / 20)
      if frame == 0 { #expect(blue == 1) }
      if frame >= 1 && frame <= 25 {
        #expect(abs(blue - greens[frame - 1]) < 1e-9, "frame \(frame)")
        // The engine integrates in 1/300 s Verlet steps: the closed form within its steps,
        // ± 1 % of the change.
        #expect(
          spring.allows(blue, delta: 1, at: Double(frame - 1) / 64, tolerance: 0.01) { 1 + $0 },
          "frame \(frame): \(blue)")
      }
      shown.append(blue)
    }
    #expect(shown[25] > 1.9)
    // It comes back towards 1 (the next phase began) and later rises again.
    let back = shown.indices.first { $0 > 25 && shown[$0] < 1.05 }
    #expect(back != nil)
    if let back { #expect(shown[back...].contains { $0 > 1.95 }) }
  }
}
