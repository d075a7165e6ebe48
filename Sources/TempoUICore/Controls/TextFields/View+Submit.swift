import Tempo

/// What submits a view (SwiftUI's `SubmitTriggers`): `.text` (Return in a text field) or
/// `.search` (a search field's Return; TempoUI has no search field).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// The set with bits `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Return in a search field.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the keyboard's Return key (SwiftUI's `SubmitLabel`): accepted; a hardware
/// keyboard's key has no label to change.
public struct SubmitLabel: Hashable, Sendable {
  private let name: String

  /// "done".
  public static let done = SubmitLabel(name: "done")
  /// "go".
  public static let go = SubmitLabel(name: "go")
  /// "send".
  public static let send = SubmitLabel(name: "send")
  /// "join".
  public static let join = SubmitLabel(name: "join")
  /// "route".
  public static let route = SubmitLabel(name: "route")
  /// "search".
  public static let search = SubmitLabel(name: "search")
  /// "return".
  public static let `return` = SubmitLabel(name: "return")
  /// "next".
  public static let next = SubmitLabel(name: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

extension EnvironmentValues {
  /// The `onSubmit` actions around a view, innermost first (internal).
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

private enum SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [@MainActor () -> Void] { [] }
}

extension View {
  /// Runs `action` when a text field in this view is submitted (Return); the actions of
  /// nested `onSubmit` modifiers all run, the innermost first. With `triggers` that leave out
  /// `.text`, it never runs (TempoUI has no search field).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    let runs = triggers.contains(.text)
    // The environment's edits are sendable; the action only ever runs on the main actor.
    nonisolated(unsafe) let action = action
    return modified(
      .environment { environment in
        guard runs else { return }
        environment.submitActions.insert({ action() }, at: 0)
      })
  }

  /// Sets the label of the keyboard's Return key: accepted (a hardware key has none).
  public func submitLabel(_ label: SubmitLabel) -> some View { self }
}
