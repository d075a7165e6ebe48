import SwiftUI

/// "Bouncy press": a capsule button style that shrinks while pressed with a spring, as public
/// SwiftUI samples write it, beside the system's bordered styles.
struct PressableButtons: View {
  @State private var count = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("Pressed \(count) times")
      Button("Press me") {
        count += 1
      }
      .buttonStyle(BouncyButtonStyle())
      HStack {
        Button("Reset", role: .destructive) { count = 0 }
          .buttonStyle(.bordered)
        Button("Add 10") { count += 10 }
          .buttonStyle(.borderedProminent)
          .tint(.purple)
      }
    }
  }
}

/// Shrinks the label to 0.9 while pressed, on a bouncy spring.
struct BouncyButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .foregroundColor(.white)
      .padding(.horizontal, 24)
      .padding(.vertical, 12)
      .background(Capsule().fill(Color.blue))
      .scaleEffect(configuration.isPressed ? 0.9 : 1.0)
      .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
  }
}
