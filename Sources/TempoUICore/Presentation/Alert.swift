import TempoScene

/// An alert's title, message and buttons, the pre-iOS 15 way (SwiftUI's `Alert`), shown with
/// ``View/alert(isPresented:content:)``.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (`nil`: "OK").
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons, the primary first.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// One of an alert's buttons (SwiftUI's `Alert.Button`).
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A plain button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button labelled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button labelled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A destructive button, drawn red.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The buttons as views.
  var buttonViews: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      nonisolated(unsafe) let action = button.action
      TempoUICore.Button(role: button.role) {
        action?()
      } label: {
        button.label
      }
    }
  }
}
