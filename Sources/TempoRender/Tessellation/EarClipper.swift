/// Internal: triangulates a simple polygon by ear clipping, O(n²) in the worst case.
///
/// The ring lists indices into `positions` and must have positive orientation (positive shoelace
/// area, so convex corners turn with a positive cross product). An index may appear more than
/// once (the bridges ``HoleBridger`` cuts to holes do that). Convex rings take an O(n) fan.
/// Self-intersecting input does not crash: when no ear is left, the clipper clips the next
/// vertex anyway, so the result is then only approximate.
enum EarClipper {
  /// Appends triangles covering the polygon `ring` (indices into `positions`) to `indices`,
  /// adding `base` to every index.
  static func triangulate(
    ring: [Int], positions: [TessPoint], base: Int32, into indices: inout [Int32]
  ) {
    let n = ring.count
    guard n >= 3 else { return }
    indices.reserveCapacity(indices.count + 3 * (n - 2))
    func emit(_ a: Int, _ b: Int, _ c: Int) {
      indices.append(base + Int32(a))
      indices.append(base + Int32(b))
      indices.append(base + Int32(c))
    }
    if isConvex(ring: ring, positions: positions) {
      for i in 1..<(n - 1) { emit(ring[0], ring[i], ring[i + 1]) }
      return
    }
    var next = [Int](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n { buffer[i] = (i + 1) % n }
      count = n
    }
    var previous = [Int](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n { buffer[i] = (i + n - 1) % n }
      count = n
    }
    // Areas (cross products) below this count as zero: collinear corners and vertices on an
    // ear's edge (a pentagram's corners lie on each other's edges) must not slip through.
    var extent = 0.0
    for index in ring {
      extent = max(extent, abs(positions[index].x - positions[ring[0]].x))
      extent = max(extent, abs(positions[index].y - positions[ring[0]].y))
    }
    let epsilon = 1e-10 * extent * extent
    var remaining = n
    var current = 0
    var misses = 0
    func turn(_ a: Int, _ b: Int, _ c: Int) -> Double {
      (positions[ring[b]] - positions[ring[a]]).cross(positions[ring[c]] - positions[ring[b]])
    }
    func remove(_ v: Int) {
      next[previous[v]] = next[v]
      previous[next[v]] = previous[v]
      remaining -= 1
      misses = 0
    }
    while remaining > 3 {
      let (p, q) = (previous[current], next[current])
      if isEar(
        p, current, q, next: next, remaining: remaining, ring: ring, positions: positions,
        epsilon: epsilon)
      {
        emit(ring[p], ring[current], ring[q])
        remove(current)
        current = p
        continue
      }
      misses += 1
      current = q
      guard misses > remaining else { continue }
      // No ear in a whole lap: drop a flat corner if there is one, else clip regardless (the
      // ring is then self-intersecting and the result only approximate).
      var flat: Int?
      var v = current
      for _ in 0..<remaining {
        if abs(turn(previous[v], v, next[v])) <= epsilon {
          flat = v
          break
        }
        v = next[v]
      }
      let victim = flat ?? current
      let (a, c) = (previous[victim], next[victim])
      if flat == nil, turn(a, victim, c) > 0 { emit(ring[a], ring[victim], ring[c]) }
      remove(victim)
      current = a
    }
    let (a, c) = (previous[current], next[current])
    if turn(a, current, c) > epsilon { emit(ring[a], ring[current], ring[c]) }
  }

  /// Whether every corner of the positively oriented `ring` turns the same way (or not at all).
  static func isConvex(ring: [Int], positions: [TessPoint]) -> Bool {
    let n = ring.count
    for i in 0..<n {
      let a = positions[ring[(i + n - 1) % n]]
      let b = positions[ring[i]]
      let c = positions[ring[(i + 1) % n]]
      if (b - a).cross(c - b) < 0 { return false }
      if ring[i] == ring[(i + 1) % n] { return false }
    }
    return true
  }

  /// Whether the corner `b` (between `a` and `c`, positions in `ring`) is convex and no other
  /// remaining vertex lies inside or on its triangle.
  static func isEar(
    _ a: Int, _ b: Int, _ c: Int, next: [Int], remaining: Int, ring: [Int], positions: [TessPoint],
    epsilon: Double
  ) -> Bool {
    let (pa, pb, pc) = (positions[ring[a]], positions[ring[b]], positions[ring[c]])
    guard (pb - pa).cross(pc - pb) > epsilon else { return false }
    let (minX, maxX) = (min(pa.x, pb.x, pc.x), max(pa.x, pb.x, pc.x))
    let (minY, maxY) = (min(pa.y, pb.y, pc.y), max(pa.y, pb.y, pc.y))
    var v = next[c]
    for _ in 0..<(remaining - 3) {
      let p = positions[ring[v]]
      if p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY, p != pa, p != pb, p != pc,
        contains(p, pa, pb, pc, epsilon: epsilon)
      {
        return false
      }
      v = next[v]
    }
    return true
  }

  /// Whether `p` lies inside or on the positively oriented triangle `a`, `b`, `c`, counting
  /// cross products down to −`epsilon` as on an edge.
  @inline(__always)
  static func contains(
    _ p: TessPoint, _ a: TessPoint, _ b: TessPoint, _ c: TessPoint, epsilon: Double = 0
  ) -> Bool {
    (b - a).cross(p - a) >= -epsilon && (c - b).cross(p - b) >= -epsilon
      && (a - c).cross(p - c) >= -epsilon
  }
}
