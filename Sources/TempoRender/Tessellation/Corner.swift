/// Internal: the geometry of one corner of a polyline: its edges' unit normals and the miter.
///
/// Normals are the edge directions turned by (y, −x): for a contour of positive shoelace area
/// they point out of the filled region, and for a stroke they mark its "outside" side.
struct Corner: Sendable {
  /// The unit normal of the edge arriving at the corner.
  var incomingNormal: TessPoint
  /// The unit normal of the edge leaving the corner.
  var outgoingNormal: TessPoint
  /// The vector whose dot product with both normals is 1 (its length is 1/cos(turn/2)), or `nil`
  /// for a turn of 180°.
  var miter: TessPoint?
  /// The cross product of the two edge directions: positive when the outside of the turn is on
  /// the normals' side.
  var turn: Double

  /// The corner between the edges `previous`→`point` and `point`→`next`.
  init(previous: TessPoint, point: TessPoint, next: TessPoint) {
    let incoming = (point - previous).normalized
    let outgoing = (next - point).normalized
    incomingNormal = incoming.perpendicular
    outgoingNormal = outgoing.perpendicular
    turn = incoming.cross(outgoing)
    let denominator = 1 + incomingNormal.dot(outgoingNormal)
    miter = denominator > 1e-9 ? (incomingNormal + outgoingNormal) * (1 / denominator) : nil
  }

  /// The corner at `index` of the closed polygon `points`.
  init(_ points: [TessPoint], at index: Int) {
    let n = points.count
    self.init(
      previous: points[index == 0 ? n - 1 : index - 1], point: points[index],
      next: points[index == n - 1 ? 0 : index + 1])
  }

  /// Whether the miter is longer than `limit` times the offset it extends (1/sin(θ/2) for a
  /// corner of angle θ); a 180° turn always exceeds it.
  func exceedsMiterLimit(_ limit: Double = Tessellator.miterLimit) -> Bool {
    guard let miter else { return true }
    return miter.dot(miter) > limit * limit
  }

  /// Whether an offset to the given side should be a bevel (two points, one per edge) rather
  /// than one miter point: only on the outside of a turn, and only past the miter limit.
  func isBevelled(outside: Bool) -> Bool {
    guard exceedsMiterLimit() else { return false }
    guard miter != nil else { return outside }
    return (turn > 0) == outside
  }

  /// The vector from the corner to the single point offset by `distance` pixels (towards the
  /// normals; subtract it for the other side): the miter, clamped to the miter limit.
  func offset(_ distance: Double) -> TessPoint {
    guard let miter else { return TessPoint(0, 0) }
    let limit = Tessellator.miterLimit
    let squared = miter.dot(miter)
    if squared <= limit * limit { return miter * distance }
    return miter * (distance * limit / squared.squareRoot())
  }
}
