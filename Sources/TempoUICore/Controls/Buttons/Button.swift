import Tempo
import TempoScene

/// A control that runs an action when clicked (SwiftUI's `Button`), drawn by the button style
/// of its environment (`.buttonStyle(_:)`; by default ``DefaultButtonStyle``).
///
/// In the default style its label takes the accent colour (blue, or the `.tint`) unless a
/// foreground colour is set around it, red for a destructive role; it turns almost transparent
/// (opacity 0.2) the moment it is pressed and fades back (easeOut 0.2 s) when released, as
/// SwiftUI's default style does; disabled, it is gray and takes no clicks.
public struct Button<Label: View>: View {
  private let action: @MainActor () -> Void
  private let role: ButtonRole?
  private let label: Label
  @Environment(\.buttonStyle) private var style

  /// A button showing the view `label` builds.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button of `role` showing the view `label` builds.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.role = role
    self.label = label()
  }

  /// The accent colour of labels (dark appearance), #0A84FF.
  static var accentColor: Color { .blue }

  /// The label, drawn by the environment's button style.
  public var body: some View {
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)), action: action)
    return (style ?? AnyPrimitiveButtonStyle(style: DefaultButtonStyle()))
      .makeBody(configuration: configuration)
  }
}

extension Button where Label == Text {
  /// A button whose label is `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button of `role` whose label is `title`.
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}
