import Foundation
import Testing

@testable import TempoScene

@Suite("OffsetPath")
struct OffsetPathTests {
  @Test("an offset path is moved by its rect's origin")
  func movedByOrigin() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    let moved = OffsetPath(path: path).path(in: CGRect(x: 10, y: 20, width: 5, height: 5))
    #expect(moved.endPoints == [CGPoint(x: 11, y: 22), CGPoint(x: 13, y: 24)])
  }
}
