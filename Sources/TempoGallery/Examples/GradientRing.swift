import TempoUI

/// A charging ring: an angular gradient stroked along a trimmed circle that springs to each new
/// level, on a card filled with a linear gradient.
struct GradientRing: View {
  @State private var level = 0.3

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle().stroke(.white.opacity(0.15), lineWidth: 12)
        Circle()
          .trim(from: 0, to: level)
          .stroke(
            AngularGradient(
              gradient: Gradient(colors: [.mint, .green, .yellow, .orange]), center: .center,
              startAngle: .degrees(0), endAngle: .degrees(360)),
            style: StrokeStyle(lineWidth: 12, lineCap: .round)
          )
          .rotationEffect(.degrees(-90))
        Text("\(Int((level * 100).rounded())) %").font(.headline)
      }
      .frame(width: 90, height: 90)
      .animation(.spring(duration: 0.8, bounce: 0.3), value: level)

      Button("Charge") {
        level = level < 0.9 ? min(level + 0.35, 1) : 0.3
      }
    }
    .padding(16)
    .background(
      LinearGradient(
        colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
    )
    .cornerRadius(16)
  }
}
