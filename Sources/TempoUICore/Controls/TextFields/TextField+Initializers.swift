import Foundation

extension TextField where Label == Text {
  /// A field editing `text`, showing `title` while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title: Text(title), source: .text(text), prompt: nil)
  }

  /// A field editing `text`, showing `prompt` (else `title`) while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title: Text(title), source: .text(text), prompt: prompt)
  }

  /// A field editing `text` that grows along `axis` in SwiftUI: accepted; TempoUI's field is
  /// one line whatever the axis.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(title: Text(title), source: .text(text), prompt: prompt)
  }

  /// A field editing `text` that tells `onEditingChanged` when it gains (`true`) and loses
  /// focus, and runs `onCommit` on Return (deprecated in SwiftUI: use `focused` and
  /// `onSubmit`).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      title: Text(title), source: .text(text), prompt: nil,
      onEditingChanged: onEditingChanged, onCommit: onCommit)
  }

  /// A field editing `value` as text in `format`, showing `prompt` (else `title`) while empty;
  /// the text is parsed into the value when the field loses focus.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title: Text(title), source: .value(value, format: format), prompt: prompt)
  }
}

extension TextField {
  /// A field editing `text`, showing `prompt` while it is empty, with a label (not drawn, as
  /// on iOS).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(title: nil, source: .text(text), prompt: prompt)
  }

  /// A field editing `value` as text in `format`, with a label (not drawn, as on iOS).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(title: nil, source: .value(value, format: format), prompt: prompt)
  }
}
