import Foundation
import TempoUICore
import Testing

/// `CGAffineTransform` maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as CoreGraphics does.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  let point = CGPoint(x: 3, y: 4)

  @Test("translation, scale and a quarter-turn rotation map (3, 4) to (13, 24), (6, 12), (−4, 3)")
  func basicTransforms() {
    #expect(point.applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 13, y: 24))
    #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
    let turned = point.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(Double(turned.x) + 4) < 1e-12 && abs(Double(turned.y) - 3) < 1e-12)
  }

  @Test("a.concatenating(b) applies a first; translatedBy applies the move first")
  func order() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 1, y: 0)
    #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 7, y: 8))
    #expect(point.applying(scale.translatedBy(x: 1, y: 0)) == CGPoint(x: 8, y: 8))
    #expect(CGAffineTransform().isIdentity)
  }
}
