import Tempo

/// A node's animated transition (internal): one ``TransitionPartState`` per part of its
/// transition, each moved with the part's own animation.
///
/// States are matched to the transition's parts by position; a state made for a part the
/// node's transition no longer has only goes back to identity.
@MainActor
final class TransitionState {
  private let engine: AnimationEngine
  @exclusivity(unchecked) private var parts: [TransitionPartState] = []
  /// Whether no part has moved with an animation since its state was made: every part shows
  /// its model value exactly.
  @exclusivity(unchecked) private var partsAtRest = true
  /// Whether every part is at identity and at rest (a node inserted without animation): the
  /// effect is identity without asking the engine for the parts' five values each frame.
  @exclusivity(unchecked) private var settledAtIdentity = false

  init(engine: AnimationEngine) {
    self.engine = engine
  }

  /// The environment the transition's animations see (its node's, once shared).
  private var environmentBox = EnvironmentBox()

  /// Whether any part is animating.
  var isAnimating: Bool { parts.contains { $0.isAnimating } }

  /// The effect to draw now: every part's effect combined.
  var presentation: TransitionEffect {
    // Plain loop, one part without combining: sampled for every node on every frame.
    if settledAtIdentity { return .identity }
    switch parts.count {
    case 0: return .identity
    case 1: return parts[0].presentation
    default:
      var effect = TransitionEffect.identity
      for part in parts { effect = effect.combined(with: part.presentation) }
      return effect
    }
  }

  /// Puts every part at its insertion effect at once (with no motion left from before).
  func showInsertion(of transition: Transition) {
    parts.removeAll()
    forEachPart(of: transition) { state, part in
      state.move(to: part?.insertion ?? .identity, transaction: Transaction())
    }
    (partsAtRest, settledAtIdentity) = (true, false)
  }

  /// Moves every part to identity, each carried by its own animation in `transaction`.
  func moveToIdentity(_ transition: Transition, transaction: Transaction) {
    var animates = false
    forEachPart(of: transition) { state, part in
      let partTransaction = Self.transaction(transaction, for: part)
      if partTransaction.animation != nil { animates = true }
      state.move(to: .identity, transaction: partTransaction)
    }
    partsAtRest = partsAtRest && !animates
    settledAtIdentity = partsAtRest
  }

  /// Whether moving to the removal effects in `transaction` animates anything.
  func animatesRemoval(_ transition: Transition, transaction: Transaction) -> Bool {
    var animates = false
    forEachPart(of: transition) { state, part in
      let effect = part?.removal ?? .identity
      let animation = part?.animation(in: transaction) ?? transaction.animation
      if animation != nil, state.changes(to: effect) { animates = true }
    }
    return animates
  }

  /// Moves every part to its removal effect, each carried by its own animation in `transaction`.
  func moveToRemoval(_ transition: Transition, transaction: Transaction) {
    var animates = false
    forEachPart(of: transition) { state, part in
      let partTransaction = Self.transaction(transaction, for: part)
      if partTransaction.animation != nil { animates = true }
      state.move(to: part?.removal ?? .identity, transaction: partTransaction)
    }
    partsAtRest = partsAtRest && !animates
    settledAtIdentity = false
  }

  /// Drops every part's state: the node shows no transition effect, with no motion left.
  func reset() {
    parts.removeAll()
    (partsAtRest, settledAtIdentity) = (true, false)
  }

  /// `transaction` with the animation that carries `part` (the transaction's own for a state
  /// that has no part any more).
  private static func transaction(_ transaction: Transaction, for part: TransitionPart?)
    -> Transaction
  {
    guard let part else { return transaction }
    var result = transaction
    result.animation = part.animation(in: transaction)
    return result
  }

  /// Calls `body` with each state and its part of `transition`, making identity states for
  /// parts that have none yet.
  private func forEachPart(
    of transition: Transition, _ body: (TransitionPartState, TransitionPart?) -> Void
  ) {
    while parts.count < transition.parts.count {
      parts.append(TransitionPartState(engine: engine, environment: environmentBox))
    }
    for (index, state) in parts.enumerated() {
      body(state, index < transition.parts.count ? transition.parts[index] : nil)
    }
  }
}

extension TransitionState: EnvironmentCarrier {
  func shareEnvironment(_ box: EnvironmentBox) {
    environmentBox = box
    for part in parts { part.shareEnvironment(box) }
  }
}
