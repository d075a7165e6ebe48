import TempoUI

/// A card that flips between two colours with `withAnimation`, counting finished flips in the
/// animation's completion.
struct FlipCard: View {
  @State private var isFlipped = false
  @State private var flips = 0

  var body: some View {
    VStack(spacing: 16) {
      RoundedRectangle(cornerRadius: 16)
        .fill(isFlipped ? .orange : .blue)
        .frame(width: 120, height: 80)
        .scaleEffect(x: isFlipped ? -1 : 1)
      HStack(spacing: 24) {
        Button("Flip") {
          withAnimation(.easeInOut(duration: 0.5)) {
            isFlipped.toggle()
          } completion: {
            flips += 1
          }
        }
        Text("Flips: \(flips)")
          .foregroundStyle(.white)
      }
    }
  }
}
