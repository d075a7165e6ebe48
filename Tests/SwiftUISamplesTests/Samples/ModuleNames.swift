import Combine
import SwiftUI

// A SwiftUI file as it is written on Apple platforms, compiled with no edit: `import SwiftUI`
// and `import Combine`, a model with `@Published` and a stored `AnyCancellable`, a timer
// publisher, and the module-qualified names people write to tell SwiftUI's types from others.

/// A ticking model, as Combine-era SwiftUI samples write one.
final class TickModel: ObservableObject {
  @Published var ticks = 0
  private var cancellables = Set<AnyCancellable>()
  let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

  func tick() { ticks += 1 }
}

struct ModuleNames: View {
  @StateObject private var model = TickModel()
  let accent: SwiftUI.Color = .orange
  let angle = SwiftUI.Angle.degrees(45)

  var body: some SwiftUI.View {
    SwiftUI.VStack(spacing: 8) {
      Text("\(model.ticks)")
      SwiftUI.Rectangle()
        .fill(accent)
        .frame(width: 40, height: 40)
        .rotationEffect(angle)
    }
    .onReceive(model.timer) { _ in model.tick() }
    .animation(SwiftUI.Animation.easeInOut, value: model.ticks)
  }
}
