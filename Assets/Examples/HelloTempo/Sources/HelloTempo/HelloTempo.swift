import SwiftUI

@main
struct HelloTempo: App {
  var body: some Scene {
    WindowGroup("Hello, Tempo") {
      ContentView()
    }
  }
}

struct ContentView: View {
  @State private var isBig = false

  var body: some View {
    VStack(spacing: 40) {
      Circle()
        .fill(isBig ? .orange : .blue)
        .frame(width: 80, height: 80)
        .scaleEffect(isBig ? 1.5 : 1)
        .animation(.bouncy, value: isBig)
      Button("Tap me") {
        isBig.toggle()
      }
    }
  }
}
