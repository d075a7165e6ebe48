import TempoScene

/// Internal: turns a ``Path`` into polylines in device pixels, flattening curves so that no chord
/// strays more than a tolerance from its curve.
///
/// The transform is applied to the control points first (an affine map of a Bézier curve is the
/// Bézier curve of the mapped control points), so the tolerance is in device pixels. The number of
/// chords per curve follows from the bound on its second derivative (Wang's formula): a chord over
/// a parameter step h deviates at most h²·max|B″|/8 from the curve.
enum PathFlattener {
  /// The most chords a single curve is split into, whatever its size.
  static let maximumChordsPerCurve = 2048

  /// The subpaths of `path` mapped through `transform`, or `nil` if any coordinate is NaN or
  /// infinite. Points closer than `mergeDistance` pixels to the previous one are dropped.
  static func flatten(
    _ path: Path, transform: AffineTransform2D, tolerance: Double, mergeDistance: Double = 1e-6
  ) -> [FlattenedSubpath]? {
    let tolerance = tolerance.isFinite && tolerance > 0.001 ? tolerance : 0.001
    var result: [FlattenedSubpath] = []
    var current: [TessPoint] = []
    var subpathStart = TessPoint(0, 0)
    var last = TessPoint(0, 0)
    var hasCurrentPoint = false

    func finish(closed: Bool) {
      if closed, current.count > 1,
        let first = current.first, let end = current.last, (end - first).length <= mergeDistance
      {
        current.removeLast()
      }
      if !current.isEmpty { result.append(FlattenedSubpath(points: current, isClosed: closed)) }
      current = []
    }
    func add(_ point: TessPoint) {
      if let previous = current.last, (point - previous).length <= mergeDistance { return }
      current.append(point)
    }
    // A drawing element with no current point starts its subpath at its own end point.
    func startIfNeeded(at point: TessPoint) {
      if !hasCurrentPoint { (subpathStart, last, hasCurrentPoint) = (point, point, true) }
      if current.isEmpty { current.append(last) }
    }

    for element in path.elements {
      switch element {
      case .move(let to):
        finish(closed: false)
        let p = TessPoint(to, transform)
        guard p.isFinite else { return nil }
        (subpathStart, last, hasCurrentPoint) = (p, p, true)
        current.append(p)
      case .line(let to):
        let p = TessPoint(to, transform)
        guard p.isFinite else { return nil }
        startIfNeeded(at: p)
        add(p)
        last = p
      case .quadCurve(let to, let control):
        let (c, p) = (TessPoint(control, transform), TessPoint(to, transform))
        guard c.isFinite, p.isFinite else { return nil }
        startIfNeeded(at: p)
        flattenQuad(last, c, p, tolerance: tolerance, into: add)
        last = p
      case .curve(let to, let control1, let control2):
        let (c1, c2) = (TessPoint(control1, transform), TessPoint(control2, transform))
        let p = TessPoint(to, transform)
        guard c1.isFinite, c2.isFinite, p.isFinite else { return nil }
        startIfNeeded(at: p)
        flattenCubic(last, c1, c2, p, tolerance: tolerance, into: add)
        last = p
      case .closeSubpath:
        if !current.isEmpty { finish(closed: true) }
        last = subpathStart
      }
    }
    finish(closed: false)
    return result
  }

  /// The number of equal parameter steps that keep a curve with `maxSecondDerivative` (pixels)
  /// within `tolerance` pixels: h²·M/8 ≤ tolerance.
  static func chordCount(maxSecondDerivative: Double, tolerance: Double) -> Int {
    let n = (maxSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
    guard n.isFinite else { return 1 }
    return Swift.min(Swift.max(Int(n), 1), maximumChordsPerCurve)
  }

  /// Appends the points after `p0` of the quadratic `p0`, `c`, `p1` (B″ = 2(p0 − 2c + p1)).
  static func flattenQuad(
    _ p0: TessPoint, _ c: TessPoint, _ p1: TessPoint, tolerance: Double,
    into add: (TessPoint) -> Void
  ) {
    let secondDerivative = 2 * (p0 - c * 2 + p1).length
    let n = chordCount(maxSecondDerivative: secondDerivative, tolerance: tolerance)
    let step = 1 / Double(n)
    for i in 1..<n {
      let t = Double(i) * step
      let u = 1 - t
      add(p0 * (u * u) + c * (2 * u * t) + p1 * (t * t))
    }
    add(p1)
  }

  /// Appends the points after `p0` of the cubic `p0`, `c1`, `c2`, `p1`
  /// (|B″| ≤ 6·max(|p0 − 2c1 + c2|, |c1 − 2c2 + p1|)).
  static func flattenCubic(
    _ p0: TessPoint, _ c1: TessPoint, _ c2: TessPoint, _ p1: TessPoint, tolerance: Double,
    into add: (TessPoint) -> Void
  ) {
    let d1 = (p0 - c1 * 2 + c2).length
    let d2 = (c1 - c2 * 2 + p1).length
    let n = chordCount(maxSecondDerivative: 6 * Swift.max(d1, d2), tolerance: tolerance)
    let step = 1 / Double(n)
    for i in 1..<n {
      let t = Double(i) * step
      let u = 1 - t
      let (uu, tt) = (u * u, t * t)
      add(p0 * (uu * u) + c1 * (3 * uu * t) + c2 * (3 * u * tt) + p1 * (tt * t))
    }
    add(p1)
  }
}
