/// Internal: merges holes into their outer ring by cutting a bridge to each, so that
/// ``EarClipper`` can triangulate the region as one ring.
///
/// For each hole (the one reaching furthest right first), a ray from its rightmost vertex M
/// towards +x meets the nearest edge of the ring; the bridge goes from M to that edge's right end
/// P, or to the ring vertex inside the triangle (M, hit, P) closest in angle to the ray, which is
/// then visible from M. The ring gains the hole's vertices followed by M and P again.
enum HoleBridger {
  /// The outer `ring` (positive orientation) with every ring in `holes` (negative orientation)
  /// spliced in; indices refer to `positions`.
  static func merge(outer ring: [Int], holes: [[Int]], positions: [TessPoint]) -> [Int] {
    var merged = ring
    let ordered = holes.compactMap { hole -> (hole: [Int], start: Int, x: Double)? in
      guard hole.count >= 3 else { return nil }
      var best = 0
      for i in 1..<hole.count where positions[hole[i]].x > positions[hole[best]].x { best = i }
      return (hole, best, positions[hole[best]].x)
    }.sorted { $0.x > $1.x }
    for entry in ordered {
      guard
        let bridge = bridgeIndex(
          from: positions[entry.hole[entry.start]], ring: merged,
          positions: positions)
      else { continue }
      var spliced: [Int] = []
      spliced.reserveCapacity(merged.count + entry.hole.count + 2)
      spliced.append(contentsOf: merged[...bridge])
      for k in 0...entry.hole.count {
        spliced.append(entry.hole[(entry.start + k) % entry.hole.count])
      }
      spliced.append(merged[bridge])
      spliced.append(contentsOf: merged[(bridge + 1)...])
      merged = spliced
    }
    return merged
  }

  /// The position in `ring` of the vertex a bridge from `m` should reach, or `nil` if the ray
  /// from `m` towards +x meets no edge (the hole is not inside the ring).
  static func bridgeIndex(from m: TessPoint, ring: [Int], positions: [TessPoint]) -> Int? {
    let n = ring.count
    var hitX = Double.infinity
    var candidate: Int?
    for i in 0..<n {
      let a = positions[ring[i]]
      let b = positions[ring[(i + 1) % n]]
      // Edges crossing the horizontal line through m, going up the y-axis as a positively
      // oriented ring's right-hand edges do (b.y < a.y … or equal at an end).
      guard (a.y <= m.y && m.y <= b.y) || (b.y <= m.y && m.y <= a.y), a.y != b.y else { continue }
      let x = a.x + (m.y - a.y) * (b.x - a.x) / (b.y - a.y)
      guard x >= m.x, x < hitX else { continue }
      hitX = x
      candidate = a.x > b.x ? i : (i + 1) % n
    }
    guard var best = candidate else { return nil }
    let hit = TessPoint(hitX, m.y)
    let p = positions[ring[best]]
    if p == hit { return best }
    // A vertex inside the triangle (m, hit, p) would block the view of p; take the one at the
    // smallest angle to the ray instead.
    var bestTangent = Double.infinity
    let (lo, hi) = (min(hit.y, p.y), max(hit.y, p.y))
    for i in 0..<n {
      let v = positions[ring[i]]
      guard v.x >= m.x, v.x <= max(hit.x, p.x), v.y >= lo, v.y <= hi, v != p else { continue }
      let inside =
        EarClipper.contains(v, m, hit, p) || EarClipper.contains(v, m, p, hit)
      guard inside else { continue }
      let tangent = abs(v.y - m.y) / max(v.x - m.x, 1e-12)
      if tangent < bestTangent {
        bestTangent = tangent
        best = i
      }
    }
    return best
  }
}
