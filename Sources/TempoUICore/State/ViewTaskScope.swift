/// The view graph the running code belongs to (internal): set while a graph updates
/// (`onAppear`, `onChange`, due `DispatchQueue.main` work), while input reaches its views, and
/// for their `.task` actions; the tasks such code starts inherit it. `Task.sleep` in such a task
/// measures its delay on that graph's animation clock (see `Task.sleep(for:tolerance:)`).
enum ViewTaskScope {
  /// The number of the graph whose views the current task or synchronous scope runs for.
  @TaskLocal static var graph: Int?

  /// Runs `body` as the code of graph `id`'s views.
  static func run<Result>(forGraph id: Int, _ body: () throws -> Result) rethrows -> Result {
    try $graph.withValue(id, operation: body)
  }
}
