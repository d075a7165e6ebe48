import Foundation
import TempoScene
import Testing

@Suite("Ellipse")
struct EllipseTests {
  @Test("an ellipse touches the four side midpoints of its rect, from the right, clockwise")
  func touchesSides() {
    let path = EllipseShape().path(in: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(
      path.endPoints == [
        CGPoint(x: 110, y: 40), CGPoint(x: 60, y: 60), CGPoint(x: 10, y: 40),
        CGPoint(x: 60, y: 20), CGPoint(x: 110, y: 40),
      ])
  }
}
