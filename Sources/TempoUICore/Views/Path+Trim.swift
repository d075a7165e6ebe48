import Foundation
import TempoScene

extension Path {
  /// The part of this path between the fractions `from` and `to` (0…1) of its length, in
  /// drawing order (SwiftUI's `trimmedPath(from:to:)`); empty when `from` ≥ `to`.
  ///
  /// Lengths of curves are measured on 64 chords each; trimmed curves stay curves, cut with de
  /// Casteljau's construction.
  public func trimmedPath(from: Double, to: Double) -> Path {
    let segments = PathSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    let start = min(max(from, 0), 1) * total
    let end = min(max(to, 0), 1) * total
    var result = Path()
    guard start < end, total > 0 else { return result }
    var offset = 0.0
    var lastPoint: CGPoint?
    for segment in segments {
      defer { offset += segment.length }
      let low = max(start, offset)
      let high = min(end, offset + segment.length)
      guard low < high || (segment.length == 0 && low == high && low > start && high < end) else {
        continue
      }
      let piece = segment.piece(
        from: segment.parameter(at: low - offset), to: segment.parameter(at: high - offset))
      if lastPoint != piece.start || segment.startsSubpath && low == offset {
        result.move(to: piece.start)
      }
      piece.append(to: &result)
      lastPoint = piece.end
    }
    return result
  }
}

/// One drawn segment of a path as a cubic Bézier (a line's control points on it), with its
/// length (internal, for trimming).
private struct PathSegment {
  var start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint
  var isLine: Bool
  /// Whether a `move` began a new subpath at this segment's start.
  var startsSubpath: Bool
  /// Cumulative chord lengths at parameters 0, 1/n, …, 1 (a line: [0, length]).
  var lengths: [Double]

  var length: Double { lengths.last ?? 0 }

  static let chords = 64

  init(line start: CGPoint, _ end: CGPoint, startsSubpath: Bool) {
    (self.start, control1, control2, self.end) = (start, start, end, end)
    isLine = true
    self.startsSubpath = startsSubpath
    lengths = [0, Self.distance(start, end)]
  }

  init(curve start: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, startsSubpath: Bool) {
    (self.start, control1, control2, self.end) = (start, c1, c2, end)
    isLine = false
    self.startsSubpath = startsSubpath
    lengths = [0]
    var previous = start
    for step in 1...Self.chords {
      let point = Self.point(start, c1, c2, end, at: Double(step) / Double(Self.chords))
      lengths.append(lengths[lengths.count - 1] + Self.distance(previous, point))
      previous = point
    }
  }

  /// The segments of `path`, closing lines included.
  static func segments(of path: Path) -> [PathSegment] {
    var result: [PathSegment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var isNewSubpath = true
    for element in path.elements {
      switch element {
      case .move(let point):
        (current, subpathStart, isNewSubpath) = (point, point, true)
        continue
      case .line(let point):
        result.append(PathSegment(line: current, point, startsSubpath: isNewSubpath))
        current = point
      case .quadCurve(let point, let control):
        let c1 = mix(current, control, 2.0 / 3)
        let c2 = mix(point, control, 2.0 / 3)
        result.append(PathSegment(curve: current, c1, c2, point, startsSubpath: isNewSubpath))
        current = point
      case .curve(let point, let c1, let c2):
        result.append(PathSegment(curve: current, c1, c2, point, startsSubpath: isNewSubpath))
        current = point
      case .closeSubpath:
        result.append(PathSegment(line: current, subpathStart, startsSubpath: isNewSubpath))
        current = subpathStart
      }
      isNewSubpath = false
    }
    return result
  }

  /// The parameter (0…1) at `distance` along the segment.
  func parameter(at distance: Double) -> Double {
    guard length > 0 else { return 0 }
    if isLine { return min(max(distance / length, 0), 1) }
    guard let index = lengths.firstIndex(where: { $0 >= distance }), index > 0 else { return 0 }
    let (low, high) = (lengths[index - 1], lengths[index])
    let fraction = high > low ? (distance - low) / (high - low) : 0
    return (Double(index - 1) + fraction) / Double(Self.chords)
  }

  /// The part between parameters `t0` and `t1`.
  func piece(from t0: Double, to t1: Double) -> PathSegment {
    var piece = self
    if isLine {
      piece.start = Self.mix(start, end, t0)
      piece.end = Self.mix(start, end, t1)
      return piece
    }
    // Cut at t1, keep the first part; cut that at t0 / t1, keep the second.
    let (a0, a1, a2, a3) = Self.split(start, control1, control2, end, at: t1).first
    let (b0, b1, b2, b3) = Self.split(a0, a1, a2, a3, at: t1 > 0 ? t0 / t1 : 0).second
    (piece.start, piece.control1, piece.control2, piece.end) = (b0, b1, b2, b3)
    return piece
  }

  /// Adds the segment after the path's current point.
  func append(to path: inout Path) {
    if isLine {
      path.addLine(to: end)
    } else {
      path.addCurve(to: end, control1: control1, control2: control2)
    }
  }

  private typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

  private static func split(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double
  ) -> (first: Cubic, second: Cubic) {
    let (q0, q1, q2) = (mix(p0, p1, t), mix(p1, p2, t), mix(p2, p3, t))
    let (r0, r1) = (mix(q0, q1, t), mix(q1, q2, t))
    let s = mix(r0, r1, t)
    return ((p0, q0, r0, s), (s, r1, q2, p3))
  }

  private static func point(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double
  ) -> CGPoint {
    split(p0, p1, p2, p3, at: t).first.3
  }

  static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(
      x: Double(a.x) + (Double(b.x) - Double(a.x)) * t,
      y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    ((Double(b.x) - Double(a.x)) * (Double(b.x) - Double(a.x))
      + (Double(b.y) - Double(a.y)) * (Double(b.y) - Double(a.y))).squareRoot()
  }
}
