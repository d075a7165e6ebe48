import SwiftUI

/// "Countdown": a ring that empties once a second as a number counts down, driven by a
/// `Timer.publish` as SwiftUI samples write it.
struct Countdown: View {
  @State private var timeRemaining = 10
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.3), lineWidth: 12)
      Circle()
        .trim(from: 0, to: CGFloat(timeRemaining) / 10)
        .stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(timeRemaining)")
        .font(.largeTitle)
    }
    .frame(width: 150, height: 150)
    .onReceive(timer) { _ in
      if timeRemaining > 0 {
        withAnimation(.linear(duration: 1)) {
          timeRemaining -= 1
        }
      }
    }
  }
}
