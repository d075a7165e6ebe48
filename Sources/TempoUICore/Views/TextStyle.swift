import Tempo
import TempoScene

/// What a `Text`'s own modifiers set (internal): each overrides the environment's value for
/// that text alone.
struct TextStyle: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var color: Color?
  /// Whether a gradient or other style was asked for (the text shows `color`, its first colour).
  var hasGradient = false

  /// `environment` with these overrides.
  func applied(to environment: EnvironmentValues) -> EnvironmentValues {
    guard self != TextStyle() else { return environment }
    var environment = environment
    if let font { environment.font = font }
    if let weight { environment.fontWeight = weight }
    if let color {
      environment.foregroundColor = color
      if !hasGradient, environment.foregroundGradient != nil {
        environment.foregroundGradient = nil
      }
    }
    return environment
  }
}
