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

  /// The keys of the running task and of the id it started for, in the element's memory.
  private static var taskKey: String { "task" }
  private static var idKey: String { "taskID" }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didMount(element: Element) { start(in: element) }

  func didUpdate(element: Element) {
    // Before the view appears, or while its task runs for this id, there is nothing to do.
    guard element.hasAppeared else { return }
    if element.memory[Self.idKey] != id || element.memory[Self.taskKey] == nil {
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
    element.memory[Self.taskKey] = AnyHashable(task)
    element.memory[Self.idKey] = id
  }

  private func cancel(in element: Element) {
    (element.memory[Self.taskKey]?.base as? Task<Void, Never>)?.cancel()
    element.memory[Self.taskKey] = nil
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
