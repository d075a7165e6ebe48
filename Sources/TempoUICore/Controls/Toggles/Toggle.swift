import TempoScene

/// A control that turns a value on and off (SwiftUI's `Toggle`), drawn by the toggle style of
/// its environment (`.toggleStyle(_:)`; by default ``DefaultToggleStyle``, iOS's switch).
///
/// The style gets the label and a binding to `isOn`; the built-in styles flip it on a click
/// (the switch's, or the whole button's for ``ButtonToggleStyle``). Disabled, the built-in
/// styles are drawn dimmed and take no clicks.
public struct Toggle<Label: View>: View {
  private let isOn: Binding<Bool>
  private let label: Label
  /// For `Toggle(configuration)`: how many of the environment's styles it may use, the
  /// outermost first (`nil`: all of them).
  private let stylesAround: Int?
  @Environment(\.toggleStyles) private var styles

  /// A toggle of `isOn`, labelled with the view `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
    self.stylesAround = nil
  }

  /// The label, drawn with the state by the innermost style in effect.
  public var body: some View {
    let count = min(stylesAround ?? styles.count, styles.count)
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn,
      stylesAround: max(count - 1, 0))
    let style = count > 0 ? styles[count - 1] : AnyToggleStyle(style: DefaultToggleStyle())
    return style.makeBody(configuration: configuration)
  }
}

extension Toggle where Label == Text {
  /// A toggle of `isOn` labelled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == TempoUICore.Label<Text, Image> {
  /// A toggle of `isOn` labelled `title` beside the symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TempoUICore.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style was given, drawn in the style in effect around that style (for a
  /// style that only adds to the look: `Toggle(configuration).padding()`).
  public init(_ configuration: ToggleStyleConfiguration) {
    self.isOn = configuration.$isOn
    self.label = configuration.label
    self.stylesAround = configuration.stylesAround
  }
}
