/// Where a property runs in one of the engine's lanes: which lane, its slot, and the animation
/// (kept to hand the motion over to the general animator). One optional value, so that its
/// parts cannot disagree.
struct LaneMembership {
  /// The engine's lanes.
  enum Kind {
    /// ``CurveLane``: one Bézier timing curve.
    case curve
    /// ``SpringLane``: one retargetable spring.
    case spring
    /// ``ChainLane``: combined Bézier timing curves.
    case chain
  }

  /// The lane.
  var kind: Kind
  /// The property's slot in the lane.
  var index: Int
  /// The animation running in the lane (in a chain, the one that began first).
  var animation: Animation
}
