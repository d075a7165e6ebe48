import Tempo

/// How a node enters and leaves the tree (SwiftUI's `AnyTransition`).
///
/// A transition gives an effect for the inserted node's starting state and one for the removed
/// node's final state; the transaction's animation (or the transition's own, set with
/// ``animation(_:)``) carries the node between them and identity. Combined transitions play
/// together, each with its own animation.
public struct Transition: Sendable {
  /// The transitions played together, each on its own animated properties (package).
  package var parts: [TransitionPart]

  /// Creates a transition from the parts played together (package).
  package init(parts: [TransitionPart]) {
    self.parts = parts
  }

  /// Creates a transition from its insertion and removal effects.
  public init(insertion: TransitionEffect, removal: TransitionEffect) {
    self.init(parts: [TransitionPart(insertion: insertion, removal: removal)])
  }

  /// Creates a transition whose insertion and removal effects are the same.
  public init(_ effect: TransitionEffect) {
    self.init(insertion: effect, removal: effect)
  }

  /// No visual change: the node appears and disappears at once (after the animation).
  public static let identity = Transition(parts: [])

  /// A fade from and to opacity 0 (the default).
  public static let opacity = Transition(TransitionEffect(opacity: 0))

  /// A scale from and to (almost) zero about the centre.
  public static let scale = Transition.scale(1e-5)

  /// A scale from and to `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Transition {
    Transition(TransitionEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// A move from and to the given offset, in points.
  public static func offset(x: Double = 0, y: Double = 0) -> Transition {
    Transition(TransitionEffect(offset: CGSize(width: x, height: y)))
  }

  /// A move from and to the given edge, by the node's own size.
  public static func move(edge: Edge) -> Transition {
    Transition(TransitionEffect(sizeOffset: edge.unitOffset))
  }

  /// In from the leading edge, out to the trailing edge.
  public static let slide = Transition.asymmetric(
    insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// In from `edge` while fading in, out to the opposite edge while fading out.
  public static func push(from edge: Edge) -> Transition {
    Transition(
      insertion: TransitionEffect(opacity: 0, sizeOffset: edge.unitOffset),
      removal: TransitionEffect(opacity: 0, sizeOffset: edge.opposite.unitOffset))
  }

  /// One transition for insertion and another for removal, each with its own animation.
  ///
  /// The insertion transition never plays its removal effect and the removal transition never
  /// plays its insertion effect (SwiftUI's `AsymmetricTransition`).
  public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
    let entering = insertion.parts.map { part in
      TransitionPart(insertion: part.insertion, removal: .identity, animation: part.animation)
    }
    let leaving = removal.parts.map { part in
      TransitionPart(insertion: .identity, removal: part.removal, animation: part.animation)
    }
    return Transition(parts: entering + leaving)
  }

  /// Both transitions at once, each carried by its own animation (if it has one).
  public func combined(with other: Transition) -> Transition {
    Transition(parts: parts + other.parts)
  }

  /// This transition carried by `animation` instead of the transaction's animation (`nil`:
  /// without animation).
  ///
  /// As with SwiftUI's nested animation modifiers, the innermost wins: a combined transition's
  /// parts that already have an animation keep it, and `animation` carries the others. Like
  /// any implicit animation it is not applied when the transaction disables animations.
  public func animation(_ animation: Animation?) -> Transition {
    var result = self
    for index in result.parts.indices {
      if case .transaction = result.parts[index].animation {
        result.parts[index].animation = .own(animation)
      }
    }
    return result
  }
}
