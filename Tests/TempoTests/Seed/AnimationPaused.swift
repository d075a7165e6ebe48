import Tempo

/// The environment value the seed's `PausableAnimation` reads (an app defines it, as here).
private struct AnimationPausedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var animationPaused: Bool {
    get { self[AnimationPausedKey.self] }
    set { self[AnimationPausedKey.self] = newValue }
  }
}
