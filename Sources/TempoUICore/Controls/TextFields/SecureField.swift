/// A control that edits a password (SwiftUI's `SecureField`): a ``TextField`` that shows a
/// bullet (•) for each character.
public struct SecureField<Label: View>: View {
  private let field: TextField<Label>

  /// The field, its text hidden.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A field editing `text`, showing `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title: Text(title), source: .text(text), prompt: nil, isSecure: true)
  }

  /// A field editing `text`, showing `prompt` (else `title`) while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(title: Text(title), source: .text(text), prompt: prompt, isSecure: true)
  }

  /// A field editing `text` that runs `onCommit` on Return (deprecated in SwiftUI: use
  /// `onSubmit`).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void
  ) {
    field = TextField(
      title: Text(title), source: .text(text), prompt: nil, isSecure: true, onCommit: onCommit)
  }
}

extension SecureField {
  /// A field editing `text`, showing `prompt` while it is empty, with a label (not drawn, as
  /// on iOS).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(title: nil, source: .text(text), prompt: prompt, isSecure: true)
  }
}
