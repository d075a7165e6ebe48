import Foundation
import TempoScene
import Testing

/// Point containment by the non-zero and even-odd rules.
@Suite("Path.contains")
struct PathContainsTests {
  @Test("a rectangle contains its centre and not a point 1 point outside its right edge")
  func rectangle() {
    let path = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.contains(CGPoint(x: 50, y: 25)))
    #expect(!path.contains(CGPoint(x: 101, y: 25)))
  }

  @Test("an ellipse in 100 × 100 contains (50, 2) and not the corner point (10, 10)")
  func ellipse() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    // (10, 10) is 56.6 from the centre, outside the radius of 50.
    #expect(path.contains(CGPoint(x: 50, y: 2)))
    #expect(!path.contains(CGPoint(x: 10, y: 10)))
  }

  @Test("a square inside a square, same direction: the centre is in by non-zero, out by even-odd")
  func windingRules() {
    var path = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.move(to: CGPoint(x: 25, y: 25))
    path.addLine(to: CGPoint(x: 75, y: 25))
    path.addLine(to: CGPoint(x: 75, y: 75))
    path.addLine(to: CGPoint(x: 25, y: 75))
    path.closeSubpath()
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
  }

  @Test("an open triangle counts as closed; the empty path contains nothing")
  func openAndEmpty() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 100))
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    #expect(!path.contains(CGPoint(x: 80, y: 80)))
    #expect(!Path().contains(.zero))
  }
}
