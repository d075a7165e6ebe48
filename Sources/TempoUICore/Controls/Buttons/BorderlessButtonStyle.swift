import Tempo
import TempoScene

/// A button drawn as its label alone, tinted (SwiftUI's `BorderlessButtonStyle`, iOS's default).
///
/// The label takes the foreground colour set around the button, else the `.tint`, else the
/// accent colour (#0A84FF dark, #007AFF light); a destructive button's is red. Pressed, it turns
/// to opacity 0.2 at once and fades back along easeOut 0.2 s when released; disabled, it is gray.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}

  /// The tinted label, dimmed while pressed.
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(action: configuration.action, releaseAnimation: .easeOut(duration: 0.2)) {
      pressed in
      PressedLabel(
        label: configuration.label, role: configuration.role, pressed: pressed, tinted: true)
    }
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style: the tinted label alone.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A default-style button's label (internal): tinted or not, gray when disabled, at 0.2 while
/// pressed.
struct PressedLabel: View {
  let label: PrimitiveButtonStyleConfiguration.Label
  let role: ButtonRole?
  let pressed: Bool
  let tinted: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.foregroundColor) private var foregroundColor
  @Environment(\.tint) private var tint

  var body: some View {
    label
      .foregroundColor(color)
      .opacity(pressed ? 0.2 : 1)
  }

  /// The label's colour: gray when disabled; else the foreground set around the button, else
  /// (tinted) red for a destructive role, the tint, the accent colour.
  private var color: Color? {
    guard isEnabled else { return .gray }
    if let foregroundColor { return foregroundColor }
    guard tinted else { return nil }
    return role == .destructive ? .red : tint ?? Button<EmptyView>.accentColor
  }
}
