import Foundation
import TempoUICore
import Testing

/// `ProjectionTransform` holds an affine transform in its 3 × 3 matrix.
@Suite("ProjectionTransform")
struct ProjectionTransformTests {
  @Test("from (a b c d tx ty) = (1 2 3 4 5 6): m11 m12 m21 m22 m31 m32, and m33 = 1")
  func fromAffine() {
    let projection = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect([projection.m11, projection.m12, projection.m21, projection.m22] == [1, 2, 3, 4])
    #expect([projection.m31, projection.m32, projection.m33] == [5, 6, 1])
    #expect(projection.isAffine && !projection.isIdentity && ProjectionTransform().isIdentity)
  }

  @Test("concatenating two moves adds them")
  func concatenation() {
    let first = ProjectionTransform(CGAffineTransform(translationX: 1, y: 2))
    let second = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
    let both = first.concatenating(second)
    #expect(both.m31 == 11 && both.m32 == 22)
  }
}
