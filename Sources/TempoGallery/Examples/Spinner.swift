import TempoUI

/// A loading spinner: a ring of dots turning once a second, for ever, from the moment it appears.
struct Spinner: View {
  @State private var isSpinning = false

  var body: some View {
    ZStack {
      ForEach(0..<8) { index in
        Circle()
          .fill(.orange.opacity(Double(index + 1) / 8))
          .frame(width: 12, height: 12)
          .offset(y: -32)
          .rotationEffect(.degrees(Double(index) * 45))
      }
    }
    .frame(width: 80, height: 80)
    .rotationEffect(.degrees(isSpinning ? 360 : 0))
    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
    .onAppear { isSpinning = true }
  }
}
