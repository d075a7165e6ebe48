import SwiftUI

struct PieSlice: Shape {
  var endAngle: Double

  var animatableData: Double {
    get { endAngle }
    set { endAngle = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      let center = CGPoint(x: rect.midX, y: rect.midY)
      path.move(to: center)
      path.addArc(
        center: center, radius: rect.width / 2,
        startAngle: .degrees(0), endAngle: .degrees(endAngle),
        clockwise: false)
      path.closeSubpath()
    }
  }
}

struct PieSample: View {
  @State private var full = false

  var body: some View {
    PieSlice(endAngle: full ? 270 : 90)
      .fill(Color.orange)
      .frame(width: 100, height: 100)
      .onTapGesture {
        withAnimation(.linear(duration: 1)) {
          full.toggle()
        }
      }
  }
}
