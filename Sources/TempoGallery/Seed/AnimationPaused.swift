import TempoUI

/// The environment value the seed's `PausableAnimation` reads (an app defines it, as here).
private struct AnimationPausedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether animations driven by `PausableAnimation` are paused.
  var animationPaused: Bool {
    get { self[AnimationPausedKey.self] }
    set { self[AnimationPausedKey.self] = newValue }
  }
}
