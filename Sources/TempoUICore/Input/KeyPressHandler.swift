/// A view with an `onKeyPress` action (internal): it draws nothing of its own and hands the key
/// events it matches to the action.
struct KeyPressHandler<Content: View>: View {
  let content: Content
  /// Runs the action for a press it matches; `nil` for one it does not (keys or phase).
  let handle: @MainActor (KeyPress) -> KeyPress.Result?

  typealias Body = Never
}

/// A view that takes key presses (internal), found by ``ViewHost/keyPress(_:)``.
@MainActor
protocol KeyPressHandling {
  /// The action's result for `press`, or `nil` when the view does not match it.
  func handle(_ press: KeyPress) -> KeyPress.Result?
}

extension KeyPressHandler: KeyPressHandling {
  func handle(_ press: KeyPress) -> KeyPress.Result? { handle(press) }
}

extension KeyPressHandler: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }
}
