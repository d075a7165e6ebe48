import Tempo

/// One transition of a combination (package): the effect at each end and its own animation.
///
/// A ``Transition`` is a list of parts played together, each on its own animated properties,
/// as SwiftUI applies each transition of a `combined(with:)` as its own modifier. An
/// `asymmetric` transition's insertion parts have an identity removal and its removal parts an
/// identity insertion, so that each side keeps its own animation.
package struct TransitionPart: Sendable {
  /// Which animation carries a part's changes.
  package enum AnimationChoice: Sendable {
    /// The transaction's animation.
    case transaction
    /// The animation attached with ``Transition/animation(_:)`` (`nil`: without animation),
    /// unless the transaction disables implicit animations.
    case own(Animation?)
  }

  /// The state an inserted node starts from.
  package var insertion: TransitionEffect
  /// The state a removed node goes to before it is detached.
  package var removal: TransitionEffect
  /// Which animation carries this part.
  package var animation: AnimationChoice

  /// Creates a part carried by the transaction's animation.
  package init(
    insertion: TransitionEffect, removal: TransitionEffect,
    animation: AnimationChoice = .transaction
  ) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  /// The animation that carries this part's changes in `transaction`.
  ///
  /// Its own animation is an implicit animation: with `disablesAnimations` set it is not
  /// applied and the transaction's own animation (possibly none) carries the change.
  package func animation(in transaction: Transaction) -> Animation? {
    if case .own(let animation) = animation, !transaction.disablesAnimations { return animation }
    return transaction.animation
  }
}
