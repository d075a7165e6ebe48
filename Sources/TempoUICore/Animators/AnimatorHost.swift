import Tempo
import TempoScene

/// The view an animator draws its content through (internal): it lists the content its player
/// makes and hands the player its element, so the player can re-evaluate the content on the
/// engine's clock.
struct AnimatorHost: View, PrimitiveView {
  typealias Body = Never

  /// The player whose value or phase the content shows.
  let player: AnimatorPlayer
  /// Makes the content for the player's current value or phase.
  let content: @MainActor () -> any View

  func children(in context: ElementContext) -> [ChildView] {
    player.willListContent(in: context.element.graph)
    return [ChildView(key: 0, view: content())]
  }

  var buildsChildrenFromClosures: Bool { true }

  func didMount(element: Element) { player.mount(element) }

  func willUnmount(element: Element) { player.unmount() }
}

/// What an animator keeps for as long as its view lives (internal): the element its content is
/// listed by, and the engine actions it has scheduled.
@MainActor
class AnimatorPlayer {
  /// The host element, while mounted.
  var element: Element? { reference?.element }
  /// The host element's reference, while mounted.
  private var reference: ElementReference?
  /// The engine action scheduled next, cancelled when the view goes.
  private var pending: ScheduledAction?

  /// A delay shorter than any frame, in seconds: an action scheduled with it from a tick runs
  /// in the next tick (one due now would run again in the same tick).
  static let nextTickDelay: TimeInterval = 1e-6

  /// The engine animating the host, while mounted.
  var engine: AnimationEngine? { element?.graph.engine }

  /// Called before the content is listed, with the host's graph (even before the host is
  /// mounted): a subclass can set up what the content reads.
  func willListContent(in graph: ViewGraph) {}

  /// Notes the mounted host element (subclasses start what runs on appearance).
  func mount(_ element: Element) { reference = element.reference }

  /// Stops everything scheduled: the view is gone.
  func unmount() {
    cancelScheduled()
    reference = nil
  }

  /// Cancels the engine action scheduled next, if any.
  func cancelScheduled() {
    pending?.cancel()
    pending = nil
  }

  /// Runs `action` on the engine's clock `delay` seconds from now (0: in the current or next
  /// tick, before animations begin), replacing what was scheduled.
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    cancelScheduled()
    guard let engine else { return }
    pending = engine.schedule(after: delay) { [weak self] in
      self?.pending = nil
      action()
    }
  }

  /// Applies `change` and re-evaluates the content at once under `transaction` (as a state
  /// change of the host would be). Call it from an engine action or completion, not while views
  /// are evaluated.
  func refresh(transaction: Transaction, _ change: @escaping () -> Void) {
    guard let element, !element.graph.isUpdating else { return change() }
    markForUpdate(transaction: transaction, change)
    element.graph.update()
  }

  /// Has the next update of the views apply `change` and re-evaluate the content under
  /// `transaction`.
  func markForUpdate(transaction: Transaction, _ change: @escaping () -> Void = {}) {
    guard let element else { return change() }
    element.graph.stateDidChange(of: element, transaction: transaction) {
      change()
      return true
    }
  }

  /// The graphs with an update waiting to run in the current tick.
  private static var graphsAwaitingUpdate: Set<ObjectIdentifier> = []

  /// Re-evaluates the content in the current tick, with the time of this frame: call it from an
  /// engine action. The animators that ask in one tick share one update of their graph, run
  /// after their actions (an action due now runs in this tick, after those already due).
  func updateInThisTick(transaction: Transaction) {
    guard let element, let engine else { return }
    markForUpdate(transaction: transaction)
    let graph = element.graph
    let id = ObjectIdentifier(graph)
    guard Self.graphsAwaitingUpdate.insert(id).inserted else { return }
    engine.schedule(after: 0) { [weak graph] in
      AnimatorPlayer.graphsAwaitingUpdate.remove(id)
      graph?.update()
    }
  }
}

/// A trigger value compared with the previous one (internal).
struct AnimatorTrigger {
  let value: any Equatable

  /// Whether `other` is a value of the same type equal to this one.
  func isSame(as other: AnimatorTrigger) -> Bool {
    Self.equals(value, other.value)
  }

  private static func equals<T: Equatable>(_ first: T, _ second: any Equatable) -> Bool {
    (second as? T) == first
  }
}
