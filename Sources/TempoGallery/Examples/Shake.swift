import TempoUI

/// A custom animation that wobbles a value around its new target, dying away after `duration`
/// seconds: the offset from the start is (1 − cos(2π · shakes · p) · (1 − p)) × the change,
/// p = time / duration.
struct ShakeAnimation: CustomAnimation {
  var duration = 0.6
  var shakes = 3.0

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    guard time < duration else { return nil }
    let progress = time / duration
    return value.scaled(by: 1 - cos(2 * .pi * shakes * progress) * (1 - progress))
  }
}

/// A PIN box that shakes when a wrong code is tried: each try nudges it 16 points the other way,
/// and it wobbles into place.
struct Shake: View {
  @State private var tries = 0

  var body: some View {
    VStack(spacing: 24) {
      Text("• • • •")
        .font(.title2)
        .foregroundStyle(.white)
        .frame(width: 160, height: 50)
        .background(RoundedRectangle(cornerRadius: 10).fill(.red))
        .offset(x: tries.isMultiple(of: 2) ? -8 : 8)

      Button("Try 1234") {
        withAnimation(Animation(ShakeAnimation())) { tries += 1 }
      }
    }
  }
}
