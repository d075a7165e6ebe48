extension Animation: Hashable {
  /// Two animations are equal when their bases have the same type and are equal.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base animation.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}
