import TempoUI

/// A 20 × 20 red square 80 points right of the centre, turning about the centre once a second
/// for ever from the moment a `.task`'s `DispatchQueue.main.asyncAfter` 0.01 s later starts it
/// (as SwiftUI samples start spinners).
struct TaskStartedSpinner: View {
  @State private var angle = 0.0

  var body: some View {
    Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
      .offset(x: 80)
      .rotationEffect(.degrees(angle))
      .task {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
          withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
        }
      }
  }
}

/// The spinner as a preview (`ui-fixture --preview TaskStartedSpinner`).
struct TaskStartedSpinner_Previews: PreviewProvider {
  static var previews: some View { TaskStartedSpinner() }
}
