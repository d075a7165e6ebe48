import TempoScene

/// A button drawn as its label alone, untinted (SwiftUI's `PlainButtonStyle`): the label keeps
/// the foreground of its surroundings, and pressed it dims to 0.2 and fades back along easeOut
/// 0.2 s as the default style's does (TempoUI's choice: Apple documents only that the style
/// "may apply a visual effect" when pressed). Disabled, it is gray.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}

  /// The untinted label, dimmed while pressed.
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(action: configuration.action, releaseAnimation: .easeOut(duration: 0.2)) {
      pressed in
      PressedLabel(
        label: configuration.label, role: configuration.role, pressed: pressed, tinted: false)
    }
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain style: the label alone, untinted.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
