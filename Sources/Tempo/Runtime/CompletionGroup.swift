/// One completion handler and the animations it waits for.
///
/// Each animation a transaction starts registers with its groups; the group becomes ready when
/// the last one releases it, and fires exactly once.
final class CompletionGroup {
  let criteria: AnimationCompletionCriteria
  let action: @MainActor () -> Void
  /// How many animations have ever registered.
  private(set) var registrations = 0
  /// How many registered animations have not released the group yet.
  private(set) var outstanding = 0
  /// Whether the handler has run.
  var hasFired = false

  init(criteria: AnimationCompletionCriteria, action: @escaping @MainActor () -> Void) {
    self.criteria = criteria
    self.action = action
  }

  func register() {
    registrations += 1
    outstanding += 1
  }

  /// Releases one registration; returns whether the group just became ready.
  func release() -> Bool {
    outstanding -= 1
    return outstanding == 0
  }

  /// Runs the handler unless it has already run.
  @MainActor func fire() {
    guard !hasFired else { return }
    hasFired = true
    action()
  }
}
