/// Internal: cuts polylines into dashes by a pattern of dash and gap lengths, in device pixels.
///
/// The pattern alternates dash, gap, dash, … (an odd count is repeated once to make it even) and
/// starts `phase` pixels into itself. Each dash becomes an open polyline; on a closed polyline a
/// dash running through the start continues into the first one. Zero-length dashes are dropped.
enum Dasher {
  /// The most dashes one stroke may have; a finer pattern is drawn solid.
  static let maximumDashes = 100_000

  /// The dashes of `subpaths`, or `subpaths` themselves when the pattern is empty, has a
  /// negative or non-finite length, sums to zero, or would make too many dashes.
  static func dash(_ subpaths: [FlattenedSubpath], pattern: [Double], phase: Double)
    -> [FlattenedSubpath]
  {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite
    else { return subpaths }
    let pattern = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    let period = pattern.reduce(0, +)
    var total = 0.0
    for subpath in subpaths { total += length(subpath) }
    guard period > 0, total / period * Double(pattern.count) < Double(maximumDashes) else {
      return subpaths
    }
    var result: [FlattenedSubpath] = []
    for subpath in subpaths {
      result += dash(subpath, pattern: pattern, phase: phase, period: period)
    }
    return result
  }

  /// The length of the polyline, its closing segment included when it is closed.
  static func length(_ subpath: FlattenedSubpath) -> Double {
    var total = 0.0
    let points = subpath.points
    for i in points.indices.dropFirst() { total += (points[i] - points[i - 1]).length }
    if subpath.isClosed, let first = points.first, let last = points.last {
      total += (first - last).length
    }
    return total
  }

  /// The dashes of one polyline.
  static func dash(
    _ subpath: FlattenedSubpath, pattern: [Double], phase: Double, period: Double
  ) -> [FlattenedSubpath] {
    var points = subpath.points
    guard points.count >= 2 else { return [] }
    if subpath.isClosed { points.append(points[0]) }
    // Where in the pattern the polyline starts.
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    var index = 0
    while offset >= pattern[index] {
      offset -= pattern[index]
      index = (index + 1) % pattern.count
    }
    var remaining = pattern[index] - offset
    var isDash = index.isMultiple(of: 2)
    let startsInDash = isDash
    var pieces: [[TessPoint]] = []
    var current: [TessPoint] = isDash ? [points[0]] : []
    func append(_ point: TessPoint) {
      if let last = current.last, (point - last).length <= 1e-9 { return }
      current.append(point)
    }
    for i in 1..<points.count {
      let (a, b) = (points[i - 1], points[i])
      let length = (b - a).length
      var travelled = 0.0
      while length - travelled > remaining {
        travelled += remaining
        let point = a + (b - a) * (travelled / length)
        if isDash {
          append(point)
          if current.count >= 2 { pieces.append(current) }
          current = []
        } else {
          current = [point]
        }
        isDash.toggle()
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      }
      remaining -= length - travelled
      if isDash { append(b) }
    }
    if isDash, current.count >= 2 {
      if subpath.isClosed, startsInDash, let first = pieces.first {
        // The dash through the start continues into the first one.
        pieces[0] = current + first.dropFirst()
      } else {
        pieces.append(current)
      }
    }
    return pieces.map { FlattenedSubpath(points: $0, isClosed: false) }
  }
}
