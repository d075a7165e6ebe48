import SwiftUI

// An animated sine wave, as shape tutorials write it: a `Shape` whose `animatableData` is its
// phase, drawn with `Path` and `sin`, and a `GeometryEffect`-free offset built from `.pi`.

struct Wave: Shape {
  var phase: CGFloat
  var amplitude: CGFloat = 10
  var frequency: CGFloat = 1.5

  var animatableData: CGFloat {
    get { phase }
    set { phase = newValue }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let midY = rect.height / 2
    let wavelength = rect.width / frequency
    path.move(to: CGPoint(x: 0, y: midY))
    for x in stride(from: 0, through: rect.width, by: 2) {
      let relativeX = x / wavelength
      let y = midY + amplitude * sin(2 * .pi * relativeX + phase)
      path.addLine(to: CGPoint(x: x, y: y))
    }
    path.addLine(to: CGPoint(x: rect.width, y: rect.height))
    path.addLine(to: CGPoint(x: 0, y: rect.height))
    path.closeSubpath()
    return path
  }
}

struct WaveView: View {
  @State private var phase: CGFloat = 0

  var body: some View {
    ZStack {
      Wave(phase: phase)
        .fill(Color.blue.opacity(0.5))
      Wave(phase: phase + .pi / 2, amplitude: 6)
        .fill(.cyan.gradient.opacity(0.6))
    }
    .frame(height: 120)
    .onAppear {
      withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
        phase = .pi * 2
      }
    }
  }
}
