import TempoScene

/// A button drawn as a white label on its tint (SwiftUI's `BorderedProminentButtonStyle`).
///
/// The button's border shape is filled with the tint (the `.tint`, else the accent colour; red
/// for a destructive role) and the label is white (or the foreground colour set around it),
/// padded as ``BorderedButtonStyle`` pads it. Pressed, it turns to opacity 0.5 and fades back
/// along easeOut 0.2 s; disabled, the fill is gray at 30 % and the label gray.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent bordered style.
  public init() {}

  /// The white label on a shape filled with the tint.
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(action: configuration.action, releaseAnimation: .easeOut(duration: 0.2)) {
      pressed in
      BorderedButtonBody(configuration: configuration, pressed: pressed, prominent: true)
    }
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The prominent bordered style: a white label on the tint.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
