import Tempo

/// A 2D affine transform: x′ = a·x + c·y + tx, y′ = b·x + d·y + ty (points, y down).
public struct AffineTransform2D: Hashable, Sendable {
  /// The matrix entries.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A move by (x, y) points.
  public static func translation(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y) about the origin.
  public static func scale(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` about the origin (clockwise on screen, as y points down).
  public static func rotation(_ angle: Angle) -> AffineTransform2D {
    let (s, c) = (sin(angle.radians), cos(angle.radians))
    return AffineTransform2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// The transform that applies `self` first, then `other`.
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Applies the transform to a point.
  public func apply(to point: CGPoint) -> CGPoint {
    let (x, y) = (Double(point.x), Double(point.y))
    return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
  }

  /// The inverse transform, or `nil` if the transform is singular (for example scale 0).
  public var inverted: AffineTransform2D? {
    let determinant = a * d - b * c
    guard abs(determinant) > 1e-12 else { return nil }
    let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
    return AffineTransform2D(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// Whether the transform is a pure translation.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
