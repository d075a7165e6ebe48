import TempoScene

/// The button style set in the environment, whatever its type (internal).
typealias AnyPrimitiveButtonStyle = AnyStyle<PrimitiveButtonStyleConfiguration>

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
  /// Keeps the button style `style`.
  @MainActor init<S: PrimitiveButtonStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

/// A ``ButtonStyle`` working as a primitive style (internal): TempoUI tracks the press and
/// runs the action on a click.
struct ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle {
  let style: Style

  func makeBody(configuration: Configuration) -> some View {
    let (style, role, label) = (style, configuration.role, configuration.label.content)
    return PressableButton(action: configuration.action, releaseAnimation: nil) { pressed in
      StyleHost(style: style) {
        $0.makeBody(
          configuration: ButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(label), isPressed: pressed))
      }
    }
  }
}
