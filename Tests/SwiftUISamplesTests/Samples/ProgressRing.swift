import SwiftUI

struct ProgressRing: View {
  @State private var progress: CGFloat = 0.0

  var body: some View {
    ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.3), lineWidth: 20)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 20, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(Int(progress * 100))%")
        .font(.title)
    }
    .frame(width: 200, height: 200)
    .onTapGesture {
      withAnimation(.easeInOut(duration: 1.0)) {
        progress = 0.75
      }
    }
  }
}
