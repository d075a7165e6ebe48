import Foundation
import Testing
import TempoScene

@Suite("Star")
struct StarTests {
  @Test("a 6-point star alternates tips at radius 10 and inner corners at 10 × 0.5, tip up")
  func corners() {
    let path = Star(points: 6, innerRadiusRatio: 0.5)
      .path(in: CGRect(x: 0, y: 0, width: 20, height: 30))
    #expect(path.endPoints.count == 12)
    for (index, point) in path.endPoints.enumerated() {
      let radius = index.isMultiple(of: 2) ? 10.0 : 5.0
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 6
      #expect(close(point, CGPoint(x: 10 + radius * cos(angle), y: 15 + radius * sin(angle))))
    }
  }

  @Test("a star of fewer than 2 points is empty")
  func degenerate() {
    #expect(Star(points: 1).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
  }
}
