import SwiftUI

struct ShakeEffect: GeometryEffect {
  var amount: CGFloat = 10
  var shakesPerUnit = 3
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(
        translationX:
          amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
        y: 0))
  }
}

struct WiggleModifier: ViewModifier, Animatable {
  var phase: Double

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(10 * sin(phase * .pi * 2)))
  }
}

struct ShakeSample: View {
  @State private var attempts: Int = 0
  @State private var wiggles = 0.0

  var body: some View {
    VStack {
      Rectangle()
        .fill(Color.purple)
        .frame(width: 200, height: 50)
        .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
      Button("Login") {
        withAnimation(.default) {
          self.attempts += 1
        }
      }
      Image(systemName: "bell.fill")
        .modifier(WiggleModifier(phase: wiggles))
        .onTapGesture {
          withAnimation(.linear(duration: 1)) { wiggles += 1 }
        }
    }
  }
}
