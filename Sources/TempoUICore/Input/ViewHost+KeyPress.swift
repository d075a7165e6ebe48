extension ViewHost {
  /// Hands `press` to the focused text field, then to the views' `onKeyPress` actions,
  /// innermost first, until one returns `.handled`; returns `.ignored` when none does.
  ///
  /// A focused field takes its editing keys, Tab, Return and the keys that type characters
  /// (their text comes through ``typeText(_:)``). Other than that there is no focus: every
  /// mounted view with an action matching the key is a candidate. The
  /// tree is walked depth first, a view's content before the view (so the innermost action runs
  /// first), siblings in order. State changes the actions make apply at the next update.
  @discardableResult
  public func keyPress(_ press: KeyPress) -> KeyPress.Result {
    graph.activate()
    if press.phase != .up, graph.focus.key(press.key) { return .handled }
    guard let root = graph.root else { return .ignored }
    return Self.deliver(press, to: root) ? .handled : .ignored
  }

  /// Types `text` into the focused text field at its caret (what a window's text input
  /// delivers); returns whether a field has focus. State changes apply at the next update.
  @discardableResult
  public func typeText(_ text: String) -> Bool {
    graph.activate()
    return graph.focus.insert(text)
  }

  /// Whether an action in `element`'s subtree handled `press` (children first).
  private static func deliver(_ press: KeyPress, to element: Element) -> Bool {
    for child in element.children where deliver(press, to: child) { return true }
    // The metatype, not the value: a cast of an `Optional` view would unwrap it and find the
    // handler inside twice.
    guard let primitive = element.primitive, type(of: primitive) is any KeyPressHandling.Type,
      let handler = primitive as? any KeyPressHandling
    else { return false }
    return handler.handle(press) == .handled
  }
}
