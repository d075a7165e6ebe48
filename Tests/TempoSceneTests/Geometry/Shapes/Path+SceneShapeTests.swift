import Foundation
import TempoScene
import Testing

@Suite("Path as a Shape")
struct PathShapeTests {
  @Test("a path as a shape is itself, whatever the rect")
  func isItself() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    #expect(path.path(in: CGRect(x: 50, y: 60, width: 7, height: 8)) == path)
  }
}
