import Foundation
import TempoScene
import Testing

@Suite("Circle")
struct CircleTests {
  @Test("in a 100 × 40 rect the circle has diameter 40, centred at (50, 20)")
  func fitsShorterSide() {
    let path = CircleShape().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(
      path.endPoints == [
        CGPoint(x: 70, y: 20), CGPoint(x: 50, y: 40), CGPoint(x: 30, y: 20),
        CGPoint(x: 50, y: 0), CGPoint(x: 70, y: 20),
      ])
  }
}
