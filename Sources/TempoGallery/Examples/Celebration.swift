import TempoUI

/// A colour emoji in a `Text`, popping up with an ease each time the button is tapped.
struct Celebration: View {
  @State private var isBig = false

  var body: some View {
    VStack(spacing: 32) {
      Text("🎉 Party!")
        .font(.largeTitle)
        .scaleEffect(isBig ? 1.4 : 1)
        .animation(.easeInOut(duration: 0.5), value: isBig)

      Button("Celebrate") {
        isBig.toggle()
      }
    }
  }
}
