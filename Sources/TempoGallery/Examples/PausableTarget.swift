import TempoUI

/// The seed's two custom animations driving views: the yellow ball moves with
/// `PausableAnimation` (Pause holds it where it is, Resume carries on), the blue one with
/// `TargetAnimation` (a spring towards a target that itself glides there).
struct PausableTarget: View {
  @State private var isPaused = false
  @State private var isRight = false

  var body: some View {
    VStack(spacing: 16) {
      Circle()
        .fill(.yellow)
        .frame(width: 28, height: 28)
        .offset(x: isRight ? 100 : -100)
        .animation(Animation(PausableAnimation(base: .easeInOut(duration: 2))), value: isRight)
      Circle()
        .fill(.blue)
        .frame(width: 28, height: 28)
        .offset(x: isRight ? 100 : -100)
        .animation(
          Animation(TargetAnimation(base: .spring(duration: 0.6), secondary: .linear(duration: 1))),
          value: isRight)
      HStack(spacing: 24) {
        Button("Move") { isRight.toggle() }
        Button(isPaused ? "Resume" : "Pause") { isPaused.toggle() }
      }
    }
    .environment(\.animationPaused, isPaused)
  }
}
