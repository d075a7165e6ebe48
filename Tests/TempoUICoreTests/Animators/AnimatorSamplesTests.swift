import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// The shapes of Apple's keyframe and phase samples compile unchanged and animate: a struct
/// of values with several tracks (angles, springs with presets, cubic and linear keyframes),
/// and an enum of phases with a different animation for each.
@MainActor
@Suite("Animator samples")
struct AnimatorSamplesTests {
  struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
  }

  struct Ray: View {
    @State var runPlan = 0
    var body: some View {
      HStack(spacing: 120) {
        Text("run").onTapGesture { runPlan += 1 }
        Color.red.frame(width: 40, height: 40)
          .keyframeAnimator(initialValue: AnimationValues(), trigger: runPlan) { content, value in
            content
              .rotationEffect(value.angle)
              .scaleEffect(value.scale)
              .scaleEffect(y: value.verticalStretch)
              .offset(y: value.verticalTranslation)
          } keyframes: { _ in
            KeyframeTrack(\.angle) {
              CubicKeyframe(.zero, duration: 0.58)
              CubicKeyframe(.degrees(16), duration: 0.125)
              CubicKeyframe(.degrees(-16), duration: 0.125)
              CubicKeyframe(.zero, duration: 0.125)
            }
            KeyframeTrack(\.verticalStretch) {
              CubicKeyframe(1.0, duration: 0.1)
              SpringKeyframe(0.6, duration: 0.15)
              CubicKeyframe(1.05, duration: 0.15)
              SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.scale) {
              LinearKeyframe(1.0, duration: 0.36)
              SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
              SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.verticalTranslation) {
              LinearKeyframe(0.0, duration: 0.1)
              SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
              SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
              SpringKeyframe(0.0, spring: .bouncy)
            }
          }
      }
    }
  }

  enum Phase: CaseIterable {
    case initial, move, scale

    var verticalOffset: Double {
      switch self {
      case .initial: 0
      case .move, .scale: -64
      }
    }

    var scaleEffect: Double {
      switch self {
      case .initial: 1
      case .move: 1.1
      case .scale: 1.8
      }
    }
  }

  struct Reaction: View {
    @State var reactionCount = 0
    var body: some View {
      HStack(spacing: 120) {
        Text("react").onTapGesture { reactionCount += 1 }
        PhaseAnimator(Phase.allCases, trigger: reactionCount) { phase in
          Color.blue.frame(width: 40, height: 40)
            .scaleEffect(phase.scaleEffect)
            .offset(y: phase.verticalOffset)
        } animation: { phase in
          switch phase {
          case .initial: .smooth
          case .move: .easeInOut(duration: 0.3)
          case .scale: .spring(duration: 0.3, bounce: 0.7)
          }
        }
      }
    }
  }

  @Test("the ray sample runs its tracks once per tap and comes back to rest, engine idle")
  func raySample() throws {
    let timeline = FrameTimeline()
    let host = ViewHost(Ray(), scene: timeline.scene)
    let start = try #require(timeline.draw(host, through: 1).fills(.red).first?.rect)
    host.click(at: try #require(host.center(ofText: "run")))
    let moving = try #require(timeline.draw(host, through: 40).fills(.red).first?.rect)
    #expect(!moving.isClose(to: start, within: 1))
    timeline.draw(host, through: 300)
    #expect(host.engine.isIdle)
    let rest = try #require(host.frame().fills(.red).first?.rect)
    #expect(rest.isClose(to: start, within: 0.5))
  }

  @Test("the reaction sample steps through its phases once per tap, then the engine is idle")
  func reactionSample() throws {
    let timeline = FrameTimeline()
    let host = ViewHost(Reaction(), scene: timeline.scene)
    let start = try #require(timeline.draw(host, through: 1).fills(.blue).first?.rect)
    host.click(at: try #require(host.center(ofText: "react")))
    let raised = try #require(timeline.draw(host, through: 30).fills(.blue).first?.rect)
    #expect(raised.midY < start.midY - 30)
    timeline.draw(host, through: 400)
    #expect(host.engine.isIdle)
    let rest = try #require(host.frame().fills(.blue).first?.rect)
    #expect(rest.isClose(to: start, within: 0.5))
  }
}
