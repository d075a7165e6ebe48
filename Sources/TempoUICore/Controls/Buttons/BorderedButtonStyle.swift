import Tempo
import TempoScene

/// A button drawn with a tinted background behind its label (SwiftUI's `BorderedButtonStyle`).
///
/// The label takes the tint (the foreground colour set around the button, else the `.tint`,
/// else the accent colour; red for a destructive role) over the button's border shape filled
/// with that tint at 15 % opacity, padded by the control size (12 × 7 points at `.regular`).
/// Pressed, the whole button turns to opacity 0.5 and fades back along easeOut 0.2 s; disabled,
/// label and fill are gray. Opacities and paddings are TempoUI's choices, close to iOS's look.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  public init() {}

  /// The label over a tinted border shape.
  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(action: configuration.action, releaseAnimation: .easeOut(duration: 0.2)) {
      pressed in
      BorderedButtonBody(configuration: configuration, pressed: pressed, prominent: false)
    }
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The bordered style: the tinted label over a lightly tinted shape.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// A bordered or prominent bordered button's appearance (internal).
struct BorderedButtonBody: View {
  let configuration: PrimitiveButtonStyleConfiguration
  let pressed: Bool
  let prominent: Bool
  /// Whether the border shape is filled (`false`: a ``ButtonToggleStyle`` toggle that is off,
  /// whose shape is there but clear).
  var fillsBackground = true
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.foregroundColor) private var foregroundColor
  @Environment(\.tint) private var tint
  @Environment(\.buttonBorderShape) private var shape
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let padding = controlSize.borderedPadding
    return configuration.label
      .foregroundColor(labelColor)
      .padding(.horizontal, padding.horizontal)
      .padding(.vertical, padding.vertical)
      .background(
        ButtonBorderFill(
          shape: shape, cornerRadius: controlSize.borderedCornerRadius, color: fillColor)
      )
      .opacity(pressed ? 0.5 : 1)
  }

  /// The button's tint: gray when disabled, red for a destructive role, else the tint or the
  /// accent colour.
  private var tintColor: Color {
    guard isEnabled else { return .gray }
    return configuration.role == .destructive ? .red : tint ?? Button<EmptyView>.accentColor
  }

  private var labelColor: Color {
    if prominent { return isEnabled ? foregroundColor ?? .white : .gray }
    return isEnabled ? foregroundColor ?? tintColor : .gray
  }

  private var fillColor: Color {
    guard fillsBackground else { return tintColor.opacity(0) }
    return prominent && isEnabled ? tintColor : tintColor.opacity(prominent ? 0.3 : 0.15)
  }
}
