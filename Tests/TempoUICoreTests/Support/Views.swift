import Tempo
import TempoScene
import TempoUICore

/// A reference the tests' views write to and the tests read (counts, logs).
@MainActor
final class Probe {
  var count = 0
  var log: [String] = []
}

/// A tappable label with its own counter: shows "`label` `count`"; a tap adds one.
struct Counter: View {
  let label: String
  @State private var count = 0

  var body: some View {
    Text("\(label) \(count)").onTapGesture { count += 1 }
  }
}

/// The seed's kind of custom environment value.
private struct AnimationPausedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether animations are paused (a custom key, as the seed declares it).
  var animationPaused: Bool {
    get { self[AnimationPausedKey.self] }
    set { self[AnimationPausedKey.self] = newValue }
  }
}

/// A linear timing curve's value at `elapsed` seconds of `duration`.
func linear(_ elapsed: Double, over duration: Double) -> Double {
  min(max(elapsed / duration, 0), 1)
}
