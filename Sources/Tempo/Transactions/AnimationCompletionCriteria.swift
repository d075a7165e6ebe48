/// When an animation completion fires.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  let kind: Kind

  /// When every animation the transaction started is logically complete (may be before it stops).
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// When every animation on the transaction's properties, including later ones, is removed.
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}
