import SwiftUI

// Loading indicators written as tutorials write them: a trimmed, rotating arc with an angular
// gradient, and three bouncing dots staggered by `delay`, both started in `onAppear`.

/// A spinning arc: `repeatForever(autoreverses: false)` on a rotation from 0 to 360 degrees.
struct SpinnerArc: View {
  @State private var isAnimating = false

  var body: some View {
    Circle()
      .trim(from: 0, to: 0.7)
      .stroke(
        AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center),
        style: StrokeStyle(lineWidth: 8, lineCap: .round)
      )
      .frame(width: 60, height: 60)
      .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
      .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
      .onAppear {
        isAnimating = true
      }
  }
}

/// Three dots that grow and shrink one after another.
struct BouncingDots: View {
  @State private var isAnimating = false
  let dotSize: CGFloat = 12

  var body: some View {
    HStack(spacing: dotSize / 2) {
      ForEach(0..<3) { index in
        Circle()
          .fill(Color.accentColor)
          .frame(width: dotSize, height: dotSize)
          .scaleEffect(isAnimating ? 1.0 : 0.5)
          .opacity(isAnimating ? 1 : 0.3)
          .animation(
            .easeInOut(duration: 0.6)
              .repeatForever()
              .delay(Double(index) * 0.2),
            value: isAnimating
          )
      }
    }
    .onAppear { isAnimating = true }
  }
}
