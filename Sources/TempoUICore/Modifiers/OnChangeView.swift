import TempoScene

/// A view that runs an action when a value changes (internal; `.onChange(of:)`): the value is
/// compared with the one of the previous update, and the action runs after the update, with
/// the old and the new value; with `initial`, it also runs once when the view appears.
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  typealias Body = Never

  /// The value seen last (`nil` before the first update).
  fileprivate typealias LastValue = Value?

  /// The key of the value seen last, in the element's storage.
  private enum LastValueKey: ElementStorageKey {
    static var defaultValue: LastValue { nil }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didUpdate(element: Element) {
    let previous = element.storage[LastValueKey.self]
    element.storage[LastValueKey.self] = value
    guard let previous, previous != value else { return }
    let (action, old, new) = (action, previous, value)
    element.graph.runAfterUpdate { action(old, new) }
  }

  func didMount(element: Element) {
    guard initial else { return }
    action(value, value)
  }
}

extension View {
  /// Runs `action` with the old and the new value after an update in which `value` changed;
  /// with `initial`, also when the view appears (with the value twice).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` after an update in which `value` changed; with `initial`, also when the
  /// view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value after an update in which `value` changed (deprecated in
  /// SwiftUI; use `onChange(of:initial:_:)` with two values).
  @available(
    *, deprecated,
    message: "Use onChange(of:initial:_:) with a two or zero parameter action instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
  }
}
