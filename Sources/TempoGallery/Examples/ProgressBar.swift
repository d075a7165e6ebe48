import TempoUI

/// A progress bar whose filled width eases to each new value.
struct ProgressBar: View {
  @State private var progress = 0.2

  var body: some View {
    VStack(spacing: 24) {
      ZStack(alignment: .leading) {
        Capsule().fill(.gray.opacity(0.3)).frame(width: 240, height: 12)
        Capsule().fill(.green).frame(width: 240 * progress, height: 12)
      }
      .animation(.easeInOut(duration: 0.8), value: progress)

      Button("Advance") {
        progress = progress < 0.9 ? progress + 0.4 : 0.2
      }
    }
  }
}
