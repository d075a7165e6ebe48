import TempoScene

/// Which text field of one graph has the keyboard's focus (internal): it hands typed text and
/// editing keys to that field, moves the focus on a click, Tab and Return, and keeps the focus
/// states of `.focused` modifiers in step with it.
@MainActor
final class FocusCoordinator {
  private unowned(unsafe) let graph: ViewGraph
  /// The focused field's element (a ``FieldEditorView``'s).
  private var focused: ElementReference?
  /// `.focused` modifiers whose request changed in this update: asked for focus, or let it go.
  private var requests: [(place: ElementReference, isRequested: Bool)] = []

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// The focused field's element, or `nil`.
  var focusedElement: Element? { focused?.element }

  /// Moves the focus to the field of `element` (`nil`: to no field); the fields are told, and
  /// the focus states follow.
  func focus(_ element: Element?) {
    let old = focusedElement
    guard old !== element else { return }
    if let element, Self.actions(of: element)?.isFocusable != true { return }
    focused = element?.reference
    if let old { Self.actions(of: old)?.focusChanged(false) }
    if let element { Self.actions(of: element)?.focusChanged(true) }
    reportFocus()
  }

  /// Hands typed text to the focused field; whether there is one.
  func insert(_ text: String) -> Bool {
    guard let element = focusedElement, let actions = Self.actions(of: element) else {
      return false
    }
    actions.insert(text)
    return true
  }

  /// Hands a key to the focused field; whether it took it. Tab moves the focus to the next
  /// field (the first after the last); Return takes the focus away (as on iOS) and submits;
  /// the editing keys edit; a key that types a character is taken and does nothing (its text
  /// arrives through ``insert(_:)``); any other key (Escape) is left to `onKeyPress`.
  func key(_ key: KeyEquivalent) -> Bool {
    guard let element = focusedElement, let actions = Self.actions(of: element) else {
      return false
    }
    switch key {
    case .tab:
      let fields = self.fields(in: graph.root)
      let index = fields.firstIndex { $0 === element } ?? -1
      if let next = (fields[(index + 1)...] + fields[..<max(index, 0)]).first { focus(next) }
      return true
    case .return:
      focus(nil)
      actions.submit()
      return true
    default:
      // A key that types a character is the field's too: its text arrives as typed text.
      return actions.edit(key) || Self.types(key)
    }
  }

  /// Whether `key` types a character (a letter, a digit, a space, punctuation), rather than
  /// being a control or function key.
  private static func types(_ key: KeyEquivalent) -> Bool {
    key.character.unicodeScalars.allSatisfy {
      $0.properties.generalCategory != .control && $0.properties.generalCategory != .privateUse
    }
  }

  /// Forgets the focused field when its view goes away; the focus states around it (which
  /// may be going away with it) read that the focus left.
  func fieldWillUnmount(_ element: Element) {
    guard focusedElement === element else { return }
    focused = nil
    var rules: [FocusRule] = []
    var current: Element? = element
    while let candidate = current {
      if let rule = Self.rule(of: candidate) { rules.append(rule) }
      current = candidate.parent
    }
    graph.runAfterUpdate {
      for rule in rules { rule.report(false) }
    }
  }

  /// A `.focused` modifier's state changed its request: the focus moves after the update.
  func requestChanged(at place: Element, isRequested: Bool) {
    if requests.isEmpty {
      graph.runAfterUpdate { [self] in applyRequests() }
    }
    requests.append((place.reference, isRequested))
  }

  /// Moves the focus as the changed requests ask, each checked as the states read now: the
  /// first place asking for a focus it does not have gets it (its first field); otherwise a
  /// place that let go of the focus it has loses it.
  private func applyRequests() {
    let changed = requests
    requests.removeAll()
    let current = focusedElement
    for (reference, isRequested) in changed where isRequested {
      guard let place = reference.element, let rule = Self.rule(of: place), rule.isRequested(),
        !Self.isInside(current, place), let field = fields(in: place).first
      else { continue }
      return focus(field)
    }
    for (reference, isRequested) in changed where !isRequested {
      guard let place = reference.element, let rule = Self.rule(of: place), !rule.isRequested(),
        Self.isInside(current, place)
      else { continue }
      return focus(nil)
    }
  }

  /// Tells every focus state whether the focus is in its place.
  private func reportFocus() {
    let current = focusedElement
    visit(graph.root) { element in
      guard let rule = Self.rule(of: element) else { return }
      rule.report(Self.isInside(current, element))
    }
  }

  /// The focusable fields in `element`'s subtree, in the order they are declared.
  private func fields(in element: Element?) -> [Element] {
    var fields: [Element] = []
    visit(element) { if Self.actions(of: $0)?.isFocusable == true { fields.append($0) } }
    return fields
  }

  private func visit(_ element: Element?, _ body: (Element) -> Void) {
    guard let element else { return }
    body(element)
    for child in element.children { visit(child, body) }
  }

  /// Whether `element` is `place` or inside it.
  private static func isInside(_ element: Element?, _ place: Element) -> Bool {
    var current = element
    while let candidate = current {
      if candidate === place { return true }
      current = candidate.parent
    }
    return false
  }

  /// The actions of the field `element` shows, if it is one.
  static func actions(of element: Element) -> FieldActions? {
    // The metatype first: a cast of an `Optional` view would unwrap it.
    guard let primitive = element.primitive, type(of: primitive) is any TextEditingView.Type,
      let field = primitive as? any TextEditingView
    else { return nil }
    return field.actions
  }

  /// The focus rule of the `.focused` modifier `element` is, if it is one.
  private static func rule(of element: Element) -> FocusRule? {
    guard let primitive = element.primitive, type(of: primitive) is any FocusTied.Type,
      let tied = primitive as? any FocusTied
    else { return nil }
    return tied.rule
  }
}
