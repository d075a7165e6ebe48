extension Transaction {
  /// Holds this transaction's completions open as one more animation would (package): a layer
  /// that applies a change later than it is made (TempoUI applies `@State` writes before the
  /// next frame) keeps them from firing before the animations of that change have started.
  @MainActor package func holdCompletions() {
    for group in completions { group.register() }
  }

  /// Ends a ``holdCompletions()``: a completion whose animations have all ended (or that started
  /// none) fires at the end of `engine`'s next update.
  @MainActor package func releaseCompletions(engine: AnimationEngine) {
    for group in completions where group.release() { engine.completionBecameReady(group) }
  }

  /// Whether completions are attached (package).
  package var hasCompletions: Bool { !completions.isEmpty }
}
