import Foundation
import TempoScene

/// A 2D affine transform (CoreGraphics' `CGAffineTransform`, which Foundation on Linux lacks):
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), in points.
public struct CGAffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates the transform with the given entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The identity.
  public init() { self = .identity }

  /// A move by `tx` and `ty` points.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` and `sy` about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin (clockwise on screen, as y grows down).
  public init(rotationAngle angle: Double) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A move by `tx` and `ty` points, then this transform.
  public func translatedBy(x tx: Double, y ty: Double) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by `sx` and `sy`, then this transform.
  public func scaledBy(x sx: Double, y sy: Double) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians, then this transform.
  public func rotated(by angle: Double) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// This point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * Double(x) + transform.c * Double(y) + transform.tx,
      y: transform.b * Double(x) + transform.d * Double(y) + transform.ty)
  }
}
