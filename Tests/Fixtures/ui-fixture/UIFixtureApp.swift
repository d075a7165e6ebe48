import TempoUI

/// A TempoUI app as a user writes one, for the end-to-end tests: `ui-fixture` opens its window,
/// `ui-fixture --record PATH` records it, `--preview NAME` hosts one of its previews.
@main
struct UIFixtureApp: App {
  var body: some Scene {
    WindowGroup { TaskStartedSpinner() }
  }

  static var previews: [any PreviewProvider.Type] { [TaskStartedSpinner_Previews.self] }
}
