import TempoScene

/// A control that runs an action when clicked (SwiftUI's `Button`, default style).
///
/// Its label takes the accent colour (blue) unless a foreground colour is set around it, turns
/// almost transparent (opacity 0.2) the moment it is pressed and fades back (easeOut 0.2 s) when
/// released, as SwiftUI's default style does; disabled, it is gray and takes no clicks.
public struct Button<Label: View>: View {
  private let action: @MainActor () -> Void
  private let label: Label
  @State private var isPressed = false
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.foregroundColor) private var foregroundColor

  /// A button showing the view `label` builds.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// The accent colour of labels (dark appearance), #0A84FF.
  static var accentColor: Color { .blue }

  /// The label, coloured and dimmed by the button's state.
  public var body: some View {
    let pressed = $isPressed
    return
      label
      .foregroundColor(isEnabled ? foregroundColor ?? Self.accentColor : .gray)
      .opacity(isPressed ? 0.2 : 1)
      .modified(
        .node(
          NodeEffect(
            onTap: action,
            onPress: { down in
              if down {
                withTransaction(\.animation, nil) { pressed.wrappedValue = true }
              } else {
                withAnimation(.easeOut(duration: 0.2)) { pressed.wrappedValue = false }
              }
            })))
  }
}

extension Button where Label == Text {
  /// A button whose label is `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}
