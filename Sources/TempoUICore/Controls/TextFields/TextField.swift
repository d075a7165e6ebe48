import Foundation
import TempoScene

/// A control that edits a line of text (SwiftUI's `TextField`, as iOS draws it).
///
/// It takes the width it is offered and one line's height in the environment's font (the
/// `.roundedBorder` style adds a border around it). While its text is empty it shows its
/// prompt, or else its title, in iOS's placeholder colour. A click focuses it: a 2 pt caret
/// in the accent colour (or the `.tint`) appears at the end of the text; typed text goes in
/// at the caret, Backspace and Delete remove the character before or after it, ←/→ move it
/// one character, Home/↑ and End/↓ to either end. Return takes the focus away (as iOS's
/// keyboard does) and runs the `onSubmit` actions around the field; Tab moves the focus to the
/// next field. Text wider than the field slides so the caret stays in view. Disabled, the
/// field is drawn at half opacity and takes no focus. The caret does not blink (nothing
/// redraws while nothing changes), and there is no selection. As on iOS, what the field shows
/// (its text, placeholder and caret) changes at once whatever transaction or `.animation`
/// surrounds it: typed text does not fade in, while the field itself moves with the views
/// around it, its text inside it.
///
/// A field of a value (`value:format:`) shows the value formatted; while focused it edits the
/// text, and when it loses focus (Return, Tab, a click elsewhere) the text is parsed into the
/// value, or, if it does not parse, the field shows the value it had.
public struct TextField<Label: View>: View {
  private let title: Text?
  private let source: FieldSource
  private let prompt: Text?
  private let isSecure: Bool
  private let onEditingChanged: @MainActor (Bool) -> Void
  private let onCommit: @MainActor () -> Void
  @State private var caret: Int?
  @State private var isFocused = false
  /// The text being edited, for a field of a value (`nil` while it is not focused).
  @State private var draft: String?
  @Environment(\.textFieldStyleKind) private var style
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.submitActions) private var submitActions

  /// The field as iOS draws it in its style.
  public var body: some View {
    let shown = draft ?? source.text()
    let line = FieldLine(
      text: isSecure ? String(repeating: "\u{2022}", count: shown.count) : shown,
      placeholder: prompt ?? title,
      caret: isFocused ? min(caret ?? shown.count, shown.count) : nil,
      caretColor: tint ?? .accentColor)
    return FieldEditorView(content: styled(line), actions: actions())
      .opacity(isEnabled ? 1 : 0.5)
  }

  /// The line in the field's style: as it is, or inside a rounded border.
  @ViewBuilder private func styled(_ line: FieldLine) -> some View {
    switch style {
    case .plain:
      line
    case .roundedBorder:
      let shape = RoundedRectangle(cornerRadius: TextFieldStyleKind.borderCornerRadius)
      line
        .padding(.horizontal, TextFieldStyleKind.borderHorizontalInset)
        .padding(.vertical, TextFieldStyleKind.borderVerticalInset)
        .background(shape.fill(TextFieldStyleKind.borderBackground(colorScheme)))
        .overlay(
          shape.stroke(
            ListMetrics.separatorColor(colorScheme), lineWidth: TextFieldStyleKind.borderWidth))
    }
  }

  /// What the focus coordinator calls on this field.
  private func actions() -> FieldActions {
    let (caret, isFocused, draft) = ($caret, $isFocused, $draft)
    let (source, onEditingChanged, onCommit) = (source, onEditingChanged, onCommit)
    let submitActions = submitActions
    let edit = { (change: (inout FieldEditing) -> Void) in
      var editing = FieldEditing(
        text: draft.wrappedValue ?? source.text(), caret: caret.wrappedValue)
      let before = editing
      change(&editing)
      guard editing != before else { return }
      if editing.text != before.text {
        if draft.wrappedValue != nil || source.setText == nil {
          draft.wrappedValue = editing.text
        } else {
          source.setText?(editing.text)
        }
      }
      caret.wrappedValue = editing.caret
    }
    return FieldActions(
      isFocusable: isEnabled,
      insert: { typed in edit { $0.insert(typed) } },
      edit: { key in
        var isEditingKey = false
        edit { isEditingKey = $0.apply(key) }
        return isEditingKey
      },
      submit: {
        onCommit()
        for action in submitActions { action() }
      },
      focusChanged: { focused in
        isFocused.wrappedValue = focused
        caret.wrappedValue = nil
        if focused {
          if source.setText == nil { draft.wrappedValue = source.text() }
        } else if let text = draft.wrappedValue {
          source.commit?(text)
          draft.wrappedValue = nil
        }
        onEditingChanged(focused)
      })
  }

  /// A field (the shared initialiser).
  init(
    title: Text?, source: FieldSource, prompt: Text?, isSecure: Bool = false,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.title = title
    self.source = source
    self.prompt = prompt
    self.isSecure = isSecure
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }
}

/// Where a text field's text comes from and goes to (internal).
@MainActor
struct FieldSource {
  /// The text the field shows while it is not being edited.
  var text: () -> String
  /// Sets the text as it is typed (a field of text); `nil` for a field of a value, whose
  /// typing goes to a draft.
  var setText: ((String) -> Void)?
  /// Takes a draft when the field loses focus (a field of a value: parses it).
  var commit: ((String) -> Void)?

  /// A field of the text in `binding`.
  static func text(_ binding: Binding<String>) -> FieldSource {
    FieldSource(text: { binding.wrappedValue }, setText: { binding.wrappedValue = $0 })
  }

  /// A field of the value in `binding`, shown and parsed with `format`.
  static func value<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F)
    -> FieldSource where F.FormatOutput == String
  {
    FieldSource(
      text: { format.format(binding.wrappedValue) }, setText: nil,
      commit: { text in
        guard let value = try? format.parseStrategy.parse(text) else { return }
        binding.wrappedValue = value
      })
  }
}
