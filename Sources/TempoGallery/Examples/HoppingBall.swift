import TempoUI

/// A ball that crouches, hops and lands with a squash, over and over: a `keyframeAnimator`
/// without a trigger loops two tracks played side by side.
struct HoppingBall: View {
  struct Hop {
    var height = 0.0
    var squash = 1.0
  }

  var body: some View {
    Circle()
      .fill(.orange)
      .frame(width: 40, height: 40)
      .keyframeAnimator(initialValue: Hop()) { content, hop in
        content
          .scaleEffect(x: 1 / hop.squash, y: hop.squash, anchor: .bottom)
          .offset(y: 40 - hop.height)
      } keyframes: { _ in
        KeyframeTrack(\.height) {
          LinearKeyframe(0, duration: 0.1)
          LinearKeyframe(90, duration: 0.4, timingCurve: .easeOut)
          LinearKeyframe(0, duration: 0.4, timingCurve: .easeIn)
          LinearKeyframe(0, duration: 0.3)
        }
        KeyframeTrack(\.squash) {
          LinearKeyframe(0.7, duration: 0.1)
          SpringKeyframe(1.15, duration: 0.4, spring: .bouncy)
          CubicKeyframe(1.0, duration: 0.4)
          LinearKeyframe(0.75, duration: 0.08)
          SpringKeyframe(1.0, duration: 0.22, spring: .bouncy)
        }
      }
  }
}
