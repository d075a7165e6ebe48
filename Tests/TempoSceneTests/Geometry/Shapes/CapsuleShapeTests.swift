import Foundation
import TempoScene
import Testing

@Suite("Capsule")
struct CapsuleTests {
  @Test("a 100 × 40 capsule has corners of radius 20: its top edge runs from x 20 to 80")
  func halfCircleEnds() {
    let path = CapsuleShape().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(path.endPoints[0] == CGPoint(x: 20, y: 0))
    #expect(path.endPoints[1] == CGPoint(x: 80, y: 0))
    #expect(path.endPoints[2] == CGPoint(x: 100, y: 20))
  }
}
