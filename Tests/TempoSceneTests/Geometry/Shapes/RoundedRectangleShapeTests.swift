import Foundation
import TempoScene
import Testing

@Suite("RoundedRectangle")
struct RoundedRectangleTests {
  @Test("a radius-10 circular rounded rectangle starts 10 points right of its top-left corner")
  func startsAfterCorner() {
    let path = RoundedRectangleShape(cornerRadius: 10).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.endPoints.first == CGPoint(x: 10, y: 0))
    #expect(path.endPoints.contains(CGPoint(x: 100, y: 10)))
    #expect(path.elements.last == .closeSubpath)
  }

  @Test("a continuous corner starts 1.528665 × the radius from the corner")
  func continuousReach() {
    let path = RoundedRectangleShape(cornerRadius: 10, style: .continuous)
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(close(path.endPoints[0], CGPoint(x: 15.28665, y: 0)))
  }

  @Test("a radius above half the shorter side is clamped to it")
  func clamped() {
    let path = RoundedRectangleShape(cornerRadius: 50).path(
      in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.endPoints.first == CGPoint(x: 10, y: 0))
  }
}
