/// How a node enters and leaves the tree (SwiftUI's `AnyTransition`).
///
/// A transition gives an effect for the inserted node's starting state and one for the removed
/// node's final state; the transaction's animation (or the transition's own, set with
/// ``animation(_:)``) carries the node between them and identity.
public struct Transition: Sendable {
  /// The state an inserted node starts from.
  public var insertion: TransitionEffect
  /// The state a removed node goes to before it is detached.
  public var removal: TransitionEffect
  /// The animation that overrides the transaction's for this transition, if any.
  public var animation: Animation?

  /// Creates a transition from its insertion and removal effects.
  public init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  /// Creates a transition whose insertion and removal effects are the same.
  public init(_ effect: TransitionEffect) {
    self.init(insertion: effect, removal: effect)
  }

  /// No visual change: the node appears and disappears at once (after the animation).
  public static let identity = Transition(.identity)

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

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
    Transition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: insertion.animation ?? removal.animation)
  }

  /// Both transitions at once.
  public func combined(with other: Transition) -> Transition {
    Transition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal), animation: animation ?? other.animation)
  }

  /// This transition carried by `animation` instead of the transaction's animation.
  public func animation(_ animation: Animation?) -> Transition {
    var result = self
    result.animation = animation
    return result
  }
}
