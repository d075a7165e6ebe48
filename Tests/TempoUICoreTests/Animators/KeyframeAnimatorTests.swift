import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A keyframe animator draws its content at each frame with the timeline's value at the
/// frame's time; without a trigger it loops; a trigger change restarts it; a finished run
/// leaves the engine idle. Frames are 1/64 s, so frame times are exact in binary.
@MainActor
@Suite("KeyframeAnimator")
struct KeyframeAnimatorTests {
  static let fps = 64.0
  /// Spring(duration: 0.25, bounce: 0.25): k = (2π/0.25)², c = 4π·0.75/0.25.
  static let spring = ClosedFormSpring(
    stiffness: pow(2 * Double.pi / 0.25, 2), damping: 4 * Double.pi * 0.75 / 0.25)

  /// By hand: 1 → 2 linearly in 0.5 s (ending at 2 units/s), then a spring toward 1 released at
  /// 2 units/s for 0.5 s.
  static func expectedScale(at t: Double) -> Double {
    if t <= 0 { return 1 }
    if t <= 0.5 { return 1 + t / 0.5 }
    return 2 + spring.position(delta: -1, v0: 2, t: min(t, 1) - 0.5)
  }

  /// The square (up to twice its size) stays clear of the label, which takes the taps.
  struct Pulse: View {
    @State var taps = 0
    var body: some View {
      HStack(spacing: 120) {
        Text("tap \(taps)").onTapGesture { taps += 1 }
        Color.red.frame(width: 100, height: 100)
          .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
            content.scaleEffect(scale)
          } keyframes: { _ in
            LinearKeyframe(2.0, duration: 0.5)
            SpringKeyframe(1.0, duration: 0.5, spring: Spring(duration: 0.25, bounce: 0.25))
          }
      }
    }
  }

  struct Looping: View {
    var body: some View {
      Color.red.frame(width: 100, height: 100)
        .keyframeAnimator(initialValue: 1.0) { content, scale in
          content.scaleEffect(scale)
        } keyframes: { _ in
          LinearKeyframe(2.0, duration: 0.5)
          LinearKeyframe(1.0, duration: 0.25)
        }
    }
  }

  /// The red square's scale in `list` (its width over 100 points).
  func scale(in list: DisplayList) -> Double {
    Double(list.fills(.red).first?.rect.width ?? 0) / 100
  }

  func host<V: View>(_ view: V) -> (FrameTimeline, ViewHost) {
    let timeline = FrameTimeline(fps: Self.fps)
    return (timeline, ViewHost(view, scene: timeline.scene))
  }

  @Test("after a trigger change, each frame shows the timeline's hand-computed value; then idle")
  func triggerPlaysOnceFrameByFrame() throws {
    let (timeline, host) = host(Pulse())
    #expect(scale(in: host.frame()) == 1)
    host.click(at: try #require(host.center(ofText: "tap 0")))
    // The change is applied at frame 1: the timeline starts at 1/64 s.
    for frame in 1...70 {
      timeline.move(toFrame: frame)
      let t = Double(frame - 1) / Self.fps
      let shown = scale(in: host.frame())
      #expect(abs(shown - Self.expectedScale(at: t)) < 1e-9, "frame \(frame)")
    }
    #expect(host.engine.isIdle)
    timeline.move(toFrame: 80)
    #expect(abs(scale(in: host.frame()) - Self.expectedScale(at: 1)) < 1e-9)
  }

  @Test("without a trigger the keyframes loop: the value at t and t + duration are equal")
  func loops() {
    let (timeline, host) = host(Looping())
    var shown: [Double] = []
    for frame in 0...120 {
      timeline.move(toFrame: frame)
      shown.append(scale(in: host.frame()))
    }
    // Duration 0.75 s = 48 frames; mounted at frame 0.
    for frame in 0...72 {
      #expect(abs(shown[frame] - shown[frame + 48]) < 1e-9, "frame \(frame)")
    }
    #expect(abs(shown[16] - 1.5) < 1e-9)  // t = 0.25: halfway to 2
    #expect(abs(shown[40] - 1.5) < 1e-9)  // t = 0.625: halfway back to 1
    #expect(!host.engine.isIdle)
  }

  @Test("a trigger change during a run restarts the keyframes from the value shown")
  func triggerRestarts() throws {
    let (timeline, host) = host(Pulse())
    _ = host.frame()
    host.click(at: try #require(host.center(ofText: "tap 0")))
    // Drawing frame 0 again applies the change there: the first run starts at 0 s.
    let before = scale(in: timeline.draw(host, through: 16))
    #expect(abs(before - Self.expectedScale(at: 16 / Self.fps)) < 1e-9)
    host.click(at: try #require(host.center(ofText: "tap 1")))
    // Restarted at frame 17 from the value at that time: 1 → 2 over 0.5 s from there.
    let from = Self.expectedScale(at: 17 / Self.fps)
    for frame in 17...49 {
      timeline.move(toFrame: frame)
      let t = Double(frame - 17) / Self.fps
      let expected = from + (2 - from) * min(t / 0.5, 1)
      #expect(abs(scale(in: host.frame()) - expected) < 1e-9, "frame \(frame)")
    }
  }
}

/// A looping animator stops asking for frames when its view goes or `repeating` turns off.
@MainActor
@Suite("KeyframeAnimator (looping)")
struct KeyframeAnimatorLoopingTests {
  struct Toggled: View {
    @State var shown = true
    @State var repeating = true
    var body: some View {
      HStack(spacing: 120) {
        Text("remove").onTapGesture { shown = false }
        Text("pause").onTapGesture { repeating = false }
        if shown {
          KeyframeAnimator(initialValue: 1.0, repeating: repeating) { scale in
            Color.red.frame(width: 50, height: 50).scaleEffect(scale)
          } keyframes: { _ in
            LinearKeyframe(2.0, duration: 0.5)
          }
        }
      }
    }
  }

  @Test("removing a looping animator leaves the engine idle")
  func removalStopsFrames() throws {
    let timeline = FrameTimeline(fps: 64)
    let host = ViewHost(Toggled(), scene: timeline.scene)
    timeline.draw(host, through: 8)
    #expect(!host.engine.isIdle)
    host.click(at: try #require(host.center(ofText: "remove")))
    timeline.draw(host, through: 10)
    #expect(host.engine.isIdle)
  }

  @Test("repeating: false shows the value at the timeline's start and stops the loop")
  func pausing() throws {
    let timeline = FrameTimeline(fps: 64)
    let host = ViewHost(Toggled(), scene: timeline.scene)
    let moving = timeline.draw(host, through: 16)
    #expect(abs(Double(moving.fills(.red)[0].rect.width) - 50 * 1.5) < 1e-9)
    host.click(at: try #require(host.center(ofText: "pause")))
    let paused = timeline.draw(host, through: 20)
    #expect(abs(Double(paused.fills(.red)[0].rect.width) - 50) < 1e-9)
    #expect(host.engine.isIdle)
  }
}

/// Several keyframe animators in one view each show their own timeline's value at every frame.
@MainActor
@Suite("KeyframeAnimator (several)")
struct KeyframeAnimatorSeveralTests {
  struct Two: View {
    var body: some View {
      HStack(spacing: 150) {
        Color.red.frame(width: 20, height: 20)
          .keyframeAnimator(initialValue: 1.0) { content, scale in
            content.scaleEffect(scale)
          } keyframes: { _ in
            LinearKeyframe(3.0, duration: 1)
          }
        Color.blue.frame(width: 20, height: 20)
          .keyframeAnimator(initialValue: 1.0) { content, scale in
            content.scaleEffect(scale)
          } keyframes: { _ in
            LinearKeyframe(2.0, duration: 0.5)
          }
      }
    }
  }

  @Test("two looping animators: 1 → 3 over 1 s and 1 → 2 over 0.5 s, both right at each frame")
  func bothAnimate() {
    let timeline = FrameTimeline(fps: 64)
    let host = ViewHost(Two(), scene: timeline.scene)
    for frame in 0...40 {
      timeline.move(toFrame: frame)
      let list = host.frame()
      let t = Double(frame) / 64
      let red = Double(list.fills(.red)[0].rect.width) / 20
      let blue = Double(list.fills(.blue)[0].rect.width) / 20
      #expect(abs(red - (1 + 2 * t)) < 1e-9, "frame \(frame)")
      #expect(
        abs(blue - (1 + (t.truncatingRemainder(dividingBy: 0.5)) / 0.5)) < 1e-9, "frame \(frame)")
    }
  }
}
