import Tempo
import TempoScene

/// The switch style of toggles (SwiftUI's `SwitchToggleStyle`), the default on iOS: the label
/// on the leading side and iOS's switch on the trailing one.
///
/// The toggle takes the width it is offered (`.labelsHidden()` leaves only the switch). The
/// switch is a 51 × 31 pt capsule, green (#34C759 light, #30D158 dark, or the tint) when on and
/// grey (#E9E9EA light, #39393D dark) when off, with a white 27 pt knob 2 pt inside its end.
/// Clicking the switch flips the binding; the knob and the track's colour follow with the
/// change's animation, or with `.default` when the change has none, as the system switch
/// always slides. Disabled, it is drawn at half opacity and takes no clicks.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
  /// The colour of the track when on (`nil`: the environment's tint, else green).
  public var tint: Color?

  /// The switch style, tinted `tint` when on (`nil`: as the environment says).
  public init(tint: Color? = nil) {
    self.tint = tint
  }

  /// The label, then the switch on the trailing edge.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleBody(configuration: configuration, styleTint: tint)
  }

  /// The switch's size, in points.
  static var switchSize: CGSize { CGSize(width: 51, height: 31) }
  /// The knob's diameter, in points.
  static var knobDiameter: Double { 27 }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The switch style: a leading label and a trailing switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A switch toggle's appearance (internal).
struct SwitchToggleBody: View {
  let configuration: ToggleStyleConfiguration
  let styleTint: Color?
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    HStack {
      if !labelsHidden {
        configuration.label
        Spacer()
      }
      switchView
    }
  }

  private var switchView: some View {
    let on = configuration.isOn
    let binding = configuration.$isOn
    let size = SwitchToggleStyle.switchSize
    let knob = SwitchToggleStyle.knobDiameter
    let travel = (size.width - size.height) / 2
    let offColor = colorScheme == .dark ? Color(hex: 0x39393D) : Color(hex: 0xE9E9EA)
    return Capsule()
      .fill(on ? (styleTint ?? tint ?? .green) : offColor)
      .frame(width: size.width, height: size.height)
      .overlay(
        Circle()
          .fill(.white)
          .frame(width: knob, height: knob)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 3, x: 0, y: 2)
          .offset(x: on ? travel : -travel)
      )
      .opacity(isEnabled ? 1 : 0.5)
      .onTapGesture { binding.wrappedValue.toggle() }
      .transaction { transaction in
        if transaction.animation == nil, !transaction.disablesAnimations {
          transaction.animation = .default
        }
      }
  }
}
