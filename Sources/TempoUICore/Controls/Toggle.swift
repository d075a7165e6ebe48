import TempoScene

/// A control that turns a value on and off, drawn as iOS's switch (SwiftUI's `Toggle`, default
/// style on iOS).
///
/// The label sits on the leading side and the switch on the trailing one, the toggle taking
/// the width it is offered (as on iOS; `.labelsHidden()` leaves only the switch). The switch
/// is a 51 × 31 pt capsule, green (#34C759 light, #30D158 dark, or the `.tint`) when on and
/// grey (#E9E9EA light, #39393D dark) when off, with a white 27 pt knob 2 pt inside its end.
/// Clicking the switch flips the binding; the knob and the track's colour follow with the
/// change's animation, or with `.default` when the change has none, as the system switch
/// always slides. Disabled, it is drawn at half opacity and takes no clicks.
public struct Toggle<Label: View>: View {
  private let isOn: Binding<Bool>
  private let label: Label
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  /// A toggle of `isOn`, labelled with the view `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The switch's size, in points.
  static var switchSize: CGSize { CGSize(width: 51, height: 31) }
  /// The knob's diameter, in points.
  static var knobDiameter: Double { 27 }

  /// The label, then the switch on the trailing edge.
  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      switchView
    }
  }

  private var switchView: some View {
    let on = isOn.wrappedValue
    let binding = isOn
    let travel = (Self.switchSize.width - Self.switchSize.height) / 2
    let offColor = colorScheme == .dark ? Color(hex: 0x39393D) : Color(hex: 0xE9E9EA)
    return Capsule()
      .fill(on ? (tint ?? .green) : offColor)
      .frame(width: Self.switchSize.width, height: Self.switchSize.height)
      .overlay(
        Circle()
          .fill(.white)
          .frame(width: Self.knobDiameter, height: Self.knobDiameter)
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

extension Toggle where Label == Text {
  /// A toggle of `isOn` labelled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
