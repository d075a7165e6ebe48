import TempoScene

/// The button style set in the environment, whatever its type (internal).
struct AnyPrimitiveButtonStyle {
  let style: any PrimitiveButtonStyle

  /// The style's body for `configuration`, hosted so its dynamic properties are connected.
  @MainActor
  func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    func make<Style: PrimitiveButtonStyle>(_ style: Style) -> AnyView {
      AnyView(StyleHost(style: style) { $0.makeBody(configuration: configuration) })
    }
    return make(style)
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
