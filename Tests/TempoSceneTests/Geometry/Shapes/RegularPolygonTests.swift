import Foundation
import Testing
import TempoScene

@Suite("RegularPolygon")
struct RegularPolygonTests {
  @Test("a hexagon has 6 corners at radius 10 every 60°, the first straight up")
  func hexagon() {
    let path = RegularPolygon(sides: 6).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(path.endPoints.count == 6)
    for (index, point) in path.endPoints.enumerated() {
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 3
      #expect(close(point, CGPoint(x: 10 + 10 * cos(angle), y: 10 + 10 * sin(angle))))
    }
    #expect(path.elements.last == .closeSubpath)
  }
}
