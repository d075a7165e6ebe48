import Tempo
import TempoScene

/// A user's shape as a scene node draws it (internal): the node calls `path(in:)` at whatever
/// size it is laid out, on the shape as it is presented now, its `animatableData` interpolated
/// while a change animates.
final class AnimatedSceneShape<S: Shape>: SceneShape, @unchecked Sendable {
  private let property: AnimatedProperty<S>

  @MainActor init(_ shape: S, engine: AnimationEngine) {
    property = AnimatedProperty(shape, engine: engine)
  }

  /// Takes `shape` as the model: its `animatableData` animates under the current transaction,
  /// its other properties change at once.
  @MainActor func update(to shape: S, environment: EnvironmentValues) {
    property.environment = environment
    property.value = shape
  }

  /// The presented shape's outline in `rect`; the scene draws on the main actor.
  func path(in rect: CGRect) -> Path {
    MainActor.assumeIsolated { property.presentation.path(in: rect) }
  }
}
