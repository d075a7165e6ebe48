import TempoScene

/// A `.focused` modifier's tie to its focus state (internal).
@MainActor
struct FocusRule {
  /// Whether the state asks for the focus to be here, as it reads now.
  var isRequested: () -> Bool
  /// Writes the state: `true` when the focus came here, `false` when it is not here (the state
  /// is reset only if it named this place).
  var report: (Bool) -> Void
}

/// A view whose text fields a focus state follows (internal; `.focused(_:)`): when the state's
/// request changes, the focus coordinator moves the focus after the update.
struct FocusedView<Content: View>: View {
  let content: Content
  let rule: FocusRule

  typealias Body = Never
}

/// A view tied to a focus state (internal), found by the focus coordinator.
@MainActor
protocol FocusTied {
  /// The tie as of the view's latest update.
  var rule: FocusRule { get }
}

extension FocusedView: FocusTied {}

extension FocusedView: PrimitiveView {
  /// The key of the request seen at the last update, in the element's storage.
  private enum RequestKey: ElementStorageKey {
    static var defaultValue: Bool { false }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didMount(element: Element) {
    noteRequest(element: element)
  }

  func didUpdate(element: Element) {
    noteRequest(element: element)
  }

  /// Hands a changed request to the coordinator.
  private func noteRequest(element: Element) {
    let requested = rule.isRequested()
    let previous = element.storage[RequestKey.self]
    guard requested != previous else { return }
    element.storage[RequestKey.self] = requested
    element.graph.focus.requestChanged(at: element, isRequested: requested)
  }
}

extension View {
  /// Ties `condition` to the focus of the text fields in this view: `true` while one has
  /// focus; set to `true`, it focuses the first of them, set to `false` it takes the focus
  /// away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedView(
      content: self,
      rule: FocusRule(
        isRequested: { condition.wrappedValue },
        report: { isHere in
          if condition.wrappedValue != isHere { condition.wrappedValue = isHere }
        }))
  }

  /// Ties `binding` to the focus of the text fields in this view: `value` while one has focus;
  /// set to `value`, it focuses the first of them, and when the focus leaves, a state that was
  /// `value` becomes `nil`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedView(
      content: self,
      rule: FocusRule(
        isRequested: { binding.wrappedValue == value },
        report: { isHere in
          if isHere {
            if binding.wrappedValue != value { binding.wrappedValue = value }
          } else if binding.wrappedValue == value {
            binding.wrappedValue = binding.unfocused
          }
        }))
  }

  /// Lets this view take focus: accepted (only text fields take focus in TempoUI, and key
  /// presses reach every `onKeyPress` action without it).
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
