/// A reference to an engine that does not keep it alive and reads `nil` once it is gone
/// (package).
///
/// It stands in for `weak var engine: AnimationEngine?`: a weak reference gives the engine a
/// side table, and every retain and release of an object with one takes the runtime's slow
/// path (with every animated property holding its engine weakly, that was a sixth of a frame's
/// display-list build). The engine clears the reference it hands out when it deinitialises, so
/// reading one never sees freed memory. One reference per engine is shared by all its holders.
@MainActor
package final class EngineReference {
  /// The engine, while it lives.
  @exclusivity(unchecked) package private(set) unowned(unsafe) var engine: AnimationEngine?

  /// A reference to nothing yet (the engine fills it in once it is initialised).
  init() {}

  /// Points the reference at `engine` (called once, by the engine's initialiser).
  func attach(_ engine: AnimationEngine) {
    self.engine = engine
  }

  /// Forgets the engine (called by its deinitialiser).
  func clear() {
    engine = nil
  }
}
