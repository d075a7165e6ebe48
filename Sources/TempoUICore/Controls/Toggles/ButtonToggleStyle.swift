import TempoScene

/// A toggle drawn as a button whose label is the toggle's (SwiftUI's `ButtonToggleStyle`): a
/// click anywhere on it flips the state.
///
/// Off, the label takes the tint (the foreground colour set around it, else the `.tint`, else
/// the accent colour) with nothing behind it; on, the button's border shape behind it is filled
/// with that tint at 15 % opacity, as ``BorderedButtonStyle`` draws it (iOS's look: the on state
/// "fills in the background with its tint colour"). The label is padded as a bordered button's
/// (12 × 7 points at `.regular`) in both states, so the toggle keeps its size. Pressed, it turns
/// to opacity 0.5 and fades back along easeOut 0.2 s; disabled, it is gray and takes no clicks.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style of toggles.
  public init() {}

  /// The label as a button, its background filled when on.
  public func makeBody(configuration: Configuration) -> some View {
    let (isOn, binding) = (configuration.isOn, configuration.$isOn)
    let button = PrimitiveButtonStyleConfiguration(
      role: nil, label: PrimitiveButtonStyleConfiguration.Label(AnyView(configuration.label)),
      action: { binding.wrappedValue.toggle() })
    return PressableButton(action: button.action, releaseAnimation: .easeOut(duration: 0.2)) {
      pressed in
      BorderedButtonBody(
        configuration: button, pressed: pressed, prominent: false, fillsBackground: isOn)
    }
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// The button style: the label as a button, filled with the tint when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
