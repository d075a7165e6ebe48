import SwiftUI

struct CardModifier: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding()
      .background(Color.blue)
      .cornerRadius(12)
  }
}

struct Pulsing: ViewModifier {
  @State private var isOn = false

  func body(content: Content) -> some View {
    content
      .opacity(isOn ? 1 : 0.4)
      .onTapGesture {
        withAnimation(.easeInOut(duration: 0.5)) {
          isOn.toggle()
        }
      }
  }
}

extension View {
  func cardStyle() -> some View {
    modifier(CardModifier())
  }
}

struct CardModifierSample: View {
  var body: some View {
    Text("Hello")
      .foregroundColor(.white)
      .cardStyle()
      .modifier(Pulsing())
  }
}
