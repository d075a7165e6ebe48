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
    var remaining = n
    var current = 0
    var misses = 0
    while remaining > 3 {
      let (p, q) = (previous[current], next[current])
      let clip: Bool
      if isEar(p, current, q, next: next, remaining: remaining, ring: ring, positions: positions) {
        clip = true
      } else {
        misses += 1
        // No ear in a whole lap: the ring is degenerate or self-intersecting; clip regardless.
        clip = misses > remaining
      }
      if clip {
        let area = (positions[ring[current]] - positions[ring[p]])
          .cross(positions[ring[q]] - positions[ring[current]])
        if area > 0 { emit(ring[p], ring[current], ring[q]) }
        next[p] = q
        previous[q] = p
        remaining -= 1
        misses = 0
        current = p
      } else {
        current = q
      }
    }
    let a = previous[current]
    let c = next[current]
    let area = (positions[ring[current]] - positions[ring[a]])
      .cross(positions[ring[c]] - positions[ring[current]])
    if area > 0 { emit(ring[a], ring[current], ring[c]) }
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
    _ a: Int, _ b: Int, _ c: Int, next: [Int], remaining: Int, ring: [Int], positions: [TessPoint]
  ) -> Bool {
    let (pa, pb, pc) = (positions[ring[a]], positions[ring[b]], positions[ring[c]])
    guard (pb - pa).cross(pc - pb) > 0 else { return false }
    let (minX, maxX) = (min(pa.x, pb.x, pc.x), max(pa.x, pb.x, pc.x))
    let (minY, maxY) = (min(pa.y, pb.y, pc.y), max(pa.y, pb.y, pc.y))
    var v = next[c]
    for _ in 0..<(remaining - 3) {
      let p = positions[ring[v]]
      if p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY, p != pa, p != pb, p != pc,
        contains(p, pa, pb, pc)
      {
        return false
      }
      v = next[v]
    }
    return true
  }

  /// Whether `p` lies inside or on the positively oriented triangle `a`, `b`, `c`.
  @inline(__always)
  static func contains(_ p: TessPoint, _ a: TessPoint, _ b: TessPoint, _ c: TessPoint) -> Bool {
    (b - a).cross(p - a) >= 0 && (c - b).cross(p - b) >= 0 && (a - c).cross(p - c) >= 0
  }
}
