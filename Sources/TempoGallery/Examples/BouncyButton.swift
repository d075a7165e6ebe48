import TempoUI

/// A button that grows with a bouncy spring when tapped and springs back on the next tap.
struct BouncyButton: View {
  @State private var isBig = false

  var body: some View {
    Button {
      isBig.toggle()
    } label: {
      Text("Tap me")
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 24)
        .padding(.vertical, 12)
        .background(Capsule().fill(.blue))
    }
    .scaleEffect(isBig ? 1.5 : 1)
    .animation(.bouncy, value: isBig)
  }
}
