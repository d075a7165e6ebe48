import TempoScene

/// A view that runs an asynchronous action while it is shown (internal; `.task`): the action
/// starts, as a main-actor `Task`, when the view appears, and is cancelled when the view goes
/// or, for `.task(id:)`, when the id changes (the new id's action then starts).
struct TaskView<Content: View>: View, PrimitiveView {
  let content: Content
  /// The value whose change restarts the action.
  let id: AnyHashable
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  typealias Body = Never

  /// The key of the running task, in the element's storage.
  private enum TaskKey: ElementStorageKey {
    static var defaultValue: Task<Void, Never>? { nil }
  }

  /// The key of the id the running task started for, in the element's storage.
  private enum IDKey: ElementStorageKey {
    static var defaultValue: AnyHashable? { nil }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didMount(element: Element) { start(in: element) }

  func didUpdate(element: Element) {
    // Before the view appears, or while its task runs for this id, there is nothing to do.
    guard element.hasAppeared else { return }
    if element.storage[IDKey.self] != id || element.storage[TaskKey.self] == nil {
      start(in: element)
    }
  }

  func willUnmount(element: Element) { cancel(in: element) }

  private func start(in element: Element) {
    cancel(in: element)
    let action = action
    let graph = element.graph.id
    let task = Task(priority: priority) { @MainActor in
      await ViewTaskScope.$graph.withValue(graph) { await action() }
    }
    element.storage[TaskKey.self] = task
    element.storage[IDKey.self] = id
  }

  private func cancel(in element: Element) {
    element.storage[TaskKey.self]?.cancel()
    element.storage[TaskKey.self] = nil
  }
}

extension View {
  /// Runs `action` in a main-actor task when this view appears, and cancels it when the view
  /// is removed (the action should check for cancellation, as `Task.sleep` does).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskView(content: self, id: AnyHashable(0), priority: priority, action: action)
  }

  /// Runs `action` in a main-actor task when this view appears and again, after cancelling the
  /// running one, each time `id` changes; cancels it when the view is removed.
  public func task<ID: Equatable>(
    id: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    TaskView(
      content: self, id: AnyHashable(EquatableBox(id)), priority: priority, action: action)
  }
}
