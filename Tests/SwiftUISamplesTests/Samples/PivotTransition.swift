import SwiftUI

struct SlideFadeModifier: ViewModifier {
  let amount: Double

  func body(content: Content) -> some View {
    content
      .opacity(1 - amount)
      .offset(x: 100 * amount)
      .scaleEffect(1 - amount / 2)
  }
}

extension AnyTransition {
  static var slideFade: AnyTransition {
    .modifier(
      active: SlideFadeModifier(amount: 1),
      identity: SlideFadeModifier(amount: 0)
    )
  }
}

struct TransitionSample: View {
  @State private var isShowingRed = false

  var body: some View {
    ZStack {
      Rectangle()
        .fill(.blue)
        .frame(width: 200, height: 200)

      if isShowingRed {
        Rectangle()
          .fill(.red)
          .frame(width: 200, height: 200)
          .transition(.slideFade)
      }
    }
    .onTapGesture {
      withAnimation(.linear(duration: 1)) {
        isShowingRed.toggle()
      }
    }
  }
}
