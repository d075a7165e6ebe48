import Foundation
import TempoScene

/// A 3 × 3 projective transform of a view (SwiftUI's `ProjectionTransform`); TempoUI draws its
/// affine part (translation, rotation, scale) and ignores perspective.
public struct ProjectionTransform: Hashable, Sendable {
  /// The matrix entries, row by row; a point (x, y, 1) maps to (x, y, 1) × the matrix.
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0
  /// The second row.
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0
  /// The third row (the translation, then 1).
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0

  /// The identity.
  public init() {}

  /// The projection of the affine transform `transform`.
  public init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) =
      (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var result = ProjectionTransform()
    let left = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    let right = [
      [other.m11, other.m12, other.m13], [other.m21, other.m22, other.m23],
      [other.m31, other.m32, other.m33],
    ]
    func entry(_ row: Int, _ column: Int) -> Double {
      (0..<3).reduce(0) { $0 + left[row][$1] * right[$1][column] }
    }
    (result.m11, result.m12, result.m13) = (entry(0, 0), entry(0, 1), entry(0, 2))
    (result.m21, result.m22, result.m23) = (entry(1, 0), entry(1, 1), entry(1, 2))
    (result.m31, result.m32, result.m33) = (entry(2, 0), entry(2, 1), entry(2, 2))
    return result
  }

  /// The affine part.
  var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }
}
