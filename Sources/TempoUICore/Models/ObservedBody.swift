import Observation
import Tempo
import TempoScene

/// Evaluates a user view's body while recording the `@Observable` properties it reads
/// (internal): a later change of one of them updates that view, before the next frame, inside
/// the transaction of the change (as a `@State` change does); a view that did not read the
/// property is left alone.
///
/// Observation reports one change per tracking, so each evaluation tracks anew; a report from an
/// older evaluation (the view has been evaluated since) is dropped.
@MainActor
enum ObservedBody {
  private static var generations = 0

  /// `view`'s body, tracked for `element`; an `EmptyView` (after SwiftUI's message, logged once)
  /// when an environment object the view needs is missing.
  static func evaluate(_ view: any View, in element: Element) -> any View {
    func evaluate<V: View>(_ view: V) -> any View {
      if let message = RequiredObjects.missingObjectMessage(
        in: view, environment: element.environment)
      {
        warnOnce("\(message) The view shows nothing.")
        return EmptyView()
      }
      return track(for: element) { view.body }
    }
    return evaluate(view)
  }

  /// Runs `body` (which evaluates views for `element`) recording the `@Observable` properties it
  /// reads: a change of one of them re-renders `element`, unless `element` has been tracked anew
  /// since.
  static func track<Result>(for element: Element, _ body: () -> Result) -> Result {
    generations += 1
    let generation = generations
    element.observationGeneration = generation
    let reference = element.reference
    return withObservationTracking(body) {
      MainThreadDelivery.deliver { transaction in
        guard let element = reference.element else { return }
        propertyWillChange(of: element, generation: generation, transaction: transaction)
      }
    }
  }

  /// Schedules `element`'s update under `transaction`, if `generation` is still its latest
  /// tracked evaluation when the change reports and when its turn comes.
  private static func propertyWillChange(
    of element: Element, generation: Int, transaction: Transaction
  ) {
    guard isLatest(generation, of: element) else { return }
    let reference = element.reference
    element.graph.stateDidChange(of: element, transaction: transaction) {
      guard let element = reference.element else { return false }
      return isLatest(generation, of: element)
    }
  }

  private static func isLatest(_ generation: Int, of element: Element) -> Bool {
    element.observationGeneration == generation
  }
}
