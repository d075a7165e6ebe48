/// Where a property runs in one of the engine's lanes: which lane and its slot.
///
/// Plain values only, so that reading it costs no retain: the lane's animation (kept to hand the
/// motion over to the general animator) is the property's `laneAnimation`, set and cleared with it.
struct LaneMembership {
  /// The engine's lanes.
  enum Kind {
    /// ``CurveLane``: one Bézier timing curve.
    case curve
    /// ``SpringLane``: one retargetable spring.
    case spring
    /// ``ChainLane``: combined Bézier timing curves.
    case chain
    /// The pair ``CurveLane``: one Bézier timing curve moving a two-component value.
    case pair
    /// The pair ``ChainLane``: combined Bézier timing curves moving a two-component value.
    case pairChain
    /// The vector ``CurveLane``: one Bézier timing curve moving a four-component value.
    case vector
    /// The vector ``ChainLane``: combined Bézier timing curves moving a four-component value.
    case vectorChain
  }

  /// The lane.
  var kind: Kind
  /// The property's slot in the lane.
  var index: Int
}
