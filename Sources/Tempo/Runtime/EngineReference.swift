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
  /// The engine, while it lives, unretained: reading it, testing it for `nil` or using it
  /// through ``withEngine(_:)`` retains nothing (an `unowned(unsafe)` optional was retained and
  /// released around each test, four times per presentation read).
  @exclusivity(unchecked) private var unmanaged: Unmanaged<AnimationEngine>?

  /// The engine, while it lives.
  package var engine: AnimationEngine? { unmanaged?.takeUnretainedValue() }

  /// Whether the engine still lives.
  @inline(__always) package var isAttached: Bool { unmanaged != nil }

  /// Runs `body` with the engine, without retaining it, if it still lives.
  @inline(__always)
  package func withEngine<Result>(_ body: (AnimationEngine) -> Result) -> Result? {
    unmanaged?._withUnsafeGuaranteedRef(body)
  }

  /// A reference to nothing yet (the engine fills it in once it is initialised).
  init() {}

  /// Points the reference at `engine` (called once, by the engine's initialiser).
  func attach(_ engine: AnimationEngine) {
    unmanaged = Unmanaged.passUnretained(engine)
  }

  /// Forgets the engine (called by its deinitialiser).
  func clear() {
    unmanaged = nil
  }
}
