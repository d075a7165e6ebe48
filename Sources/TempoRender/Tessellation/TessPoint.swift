import Foundation
import TempoScene

/// An internal 2D point or vector in device pixels, with the arithmetic the tessellators need.
struct TessPoint: Hashable, Sendable {
  /// The coordinates, in device pixels.
  var x: Double, y: Double

  /// Creates the point (`x`, `y`).
  @inline(__always)
  init(_ x: Double, _ y: Double) { (self.x, self.y) = (x, y) }

  /// The sum of two vectors.
  @inline(__always)
  static func + (l: TessPoint, r: TessPoint) -> TessPoint { TessPoint(l.x + r.x, l.y + r.y) }
  /// The difference of two vectors.
  @inline(__always)
  static func - (l: TessPoint, r: TessPoint) -> TessPoint { TessPoint(l.x - r.x, l.y - r.y) }
  /// The vector scaled by `s`.
  @inline(__always)
  static func * (v: TessPoint, s: Double) -> TessPoint { TessPoint(v.x * s, v.y * s) }
  /// The vector negated.
  @inline(__always)
  static prefix func - (v: TessPoint) -> TessPoint { TessPoint(-v.x, -v.y) }

  /// The dot product with `other`.
  @inline(__always)
  func dot(_ other: TessPoint) -> Double { x * other.x + y * other.y }
  /// The z component of the cross product with `other` (positive when `other` turns towards +y).
  @inline(__always)
  func cross(_ other: TessPoint) -> Double { x * other.y - y * other.x }
  /// The length of the vector.
  @inline(__always)
  var length: Double { (x * x + y * y).squareRoot() }
  /// Whether both coordinates are finite.
  @inline(__always)
  var isFinite: Bool { x.isFinite && y.isFinite }
  /// The vector turned a quarter turn: (y, −x).
  @inline(__always)
  var perpendicular: TessPoint { TessPoint(y, -x) }
  /// The vector turned by `angle` radians (towards +y for a positive angle, clockwise on screen).
  func rotated(by angle: Double) -> TessPoint {
    let (s, c) = (sin(angle), cos(angle))
    return TessPoint(x * c - y * s, x * s + y * c)
  }
  /// The vector scaled to length 1, or zero if it has no length.
  var normalized: TessPoint {
    let l = length
    return l > 0 ? self * (1 / l) : TessPoint(0, 0)
  }

  /// `point` mapped through `transform` into device pixels.
  @inline(__always)
  init(_ point: CGPoint, _ t: AffineTransform2D) {
    let (px, py) = (Double(point.x), Double(point.y))
    self.init(t.a * px + t.c * py + t.tx, t.b * px + t.d * py + t.ty)
  }
}
