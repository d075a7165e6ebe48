import Foundation
import TempoScene
import Testing

@Suite("CGRect mapped by a transform")
struct CGRectTransformTests {
  @Test("a translation moves the rectangle; a scale of 2 doubles its origin and size")
  func translationAndScale() {
    let rect = CGRect(x: 1, y: 2, width: 10, height: 20)
    #expect(rect.mapped(by: .translation(x: 5, y: -1)) == CGRect(x: 6, y: 1, width: 10, height: 20))
    #expect(rect.mapped(by: .scale(x: 2, y: 2)) == CGRect(x: 2, y: 4, width: 20, height: 40))
  }

  @Test("a 45° turn of a 10 × 10 square about the origin is boxed by 10√2 × 10√2")
  func rotationBox() {
    let turned = CGRect(x: 0, y: 0, width: 10, height: 10).mapped(by: .rotation(.degrees(45)))
    let diagonal = 10 * 2.0.squareRoot()
    #expect(abs(turned.width - diagonal) < 1e-9)
    #expect(abs(turned.height - diagonal) < 1e-9)
    #expect(abs(turned.minX + diagonal / 2) < 1e-9)
  }
}
