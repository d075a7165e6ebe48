import Foundation
import TempoScene
import Testing

@Suite("Rectangle")
struct RectangleTests {
  @Test("a rectangle's path is its rect's four corners, clockwise from the top-left, closed")
  func corners() {
    let path = RectangleShape().path(in: CGRect(x: 2, y: 3, width: 10, height: 5))
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 2, y: 3)), .line(to: CGPoint(x: 12, y: 3)),
        .line(to: CGPoint(x: 12, y: 8)), .line(to: CGPoint(x: 2, y: 8)), .closeSubpath,
      ])
  }
}
