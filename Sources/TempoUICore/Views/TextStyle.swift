import Tempo
import TempoScene

/// What a `Text`'s own modifiers set (internal): each overrides the environment's value for
/// that text alone.
struct TextStyle: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var color: Color?
  /// Whether a gradient or other style was asked for (`color` is its first colour; `Text` keeps
  /// the gradient).
  var hasGradient = false
  var isItalic: Bool?
  var design: Font.Design?
  var hasMonospacedDigits = false
  var isUnderlined = false
  var isStruckThrough = false
  /// Extra points after each character (`kerning(_:)`, `tracking(_:)`).
  var kerning = 0.0
  var tracking = 0.0

  /// `environment` with these overrides.
  func applied(to environment: EnvironmentValues) -> EnvironmentValues {
    guard self != TextStyle() else { return environment }
    var environment = environment
    if let font { environment.font = font }
    if let weight { environment.fontWeight = weight }
    if let isItalic { environment.isItalic = isItalic }
    if let design { environment.fontDesign = design }
    if hasMonospacedDigits { environment.hasMonospacedDigits = true }
    if let color {
      environment.foregroundColor = color
      if !hasGradient, environment.foregroundGradient != nil {
        environment.foregroundGradient = nil
      }
    }
    return environment
  }

  /// The scene's style for a text with these modifiers in `environment` (already applied):
  /// weight, design, slant and figures from the environment's font and overrides; decorations
  /// and letter spacing from the text's own modifiers.
  func fontStyle(in environment: EnvironmentValues) -> FontStyle {
    let font = environment.font ?? .body
    var style = FontStyle()
    style.weight = font.weight(environment.fontWeight ?? font.weight).openTypeWeight
    style.design =
      switch environment.fontDesign ?? font.design {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    style.familyName = font.familyName
    style.isItalic = font.isItalic || environment.isItalic
    style.hasMonospacedDigits = font.hasMonospacedDigits || environment.hasMonospacedDigits
    style.isUnderlined = isUnderlined
    style.isStruckThrough = isStruckThrough
    style.letterSpacing = kerning + tracking
    return style
  }
}
