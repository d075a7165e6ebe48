import Foundation
import TempoScene
import TempoUICore
import Testing

/// `Path.trimmedPath(from:to:)` keeps the part between two fractions of the path's length.
@Suite("Path trimming")
struct PathTrimTests {
  /// A 100 × 50 rectangle: perimeter 300, clockwise from (0, 0).
  let box = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 50))

  @Test("a rectangle trimmed to 0…0.5 (150 pt): the top edge and the right edge, ends at (100, 50)")
  func rectangleFirstHalf() {
    let path = box.trimmedPath(from: 0, to: 0.5)
    #expect(path.elements.first == .move(to: CGPoint(x: 0, y: 0)))
    #expect(path.elements.last == .line(to: CGPoint(x: 100, y: 50)))
    #expect(path.bounds(.identity) == rect(0, 0, 100, 50))
  }

  @Test("trimmed 0.1…0.2: from (30, 0) to (60, 0) on the top edge")
  func middleOfFirstEdge() {
    let path = box.trimmedPath(from: 0.1, to: 0.2)
    #expect(path.elements == [.move(to: CGPoint(x: 30, y: 0)), .line(to: CGPoint(x: 60, y: 0))])
  }

  @Test("from ≥ to gives an empty path; 0…1 keeps the whole length")
  func emptyAndWhole() {
    #expect(box.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(box.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(box.trimmedPath(from: 0, to: 1).bounds(.identity) == rect(0, 0, 100, 50))
  }

  @Test("a circle of radius 50 trimmed to 0…0.5 ends at 9 o'clock (0, 50) through the bottom")
  func circleHalf() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(
      from: 0, to: 0.5)
    guard case .curve(let end, _, _)? = path.elements.last else {
      Issue.record("the trimmed circle ends with a curve")
      return
    }
    #expect(abs(Double(end.x)) < 1e-6 && abs(Double(end.y) - 50) < 1e-6)
    // The lower half: 0 ≤ y, with the bottom control points at y = 100.
    #expect(path.bounds(.identity).isClose(to: rect(0, 50, 100, 50), within: 1e-6))
  }

  @Test("a circle trimmed to 0…0.125 ends within 0.05 pt of 45° below 3 o'clock")
  func circleEighth() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(
      from: 0, to: 0.125)
    guard case .curve(let end, _, _)? = path.elements.last else {
      Issue.record("the trimmed circle ends with a curve")
      return
    }
    let expected = (x: 50 + 50 * cos(Double.pi / 4), y: 50 + 50 * sin(Double.pi / 4))
    #expect(abs(Double(end.x) - expected.x) < 0.05 && abs(Double(end.y) - expected.y) < 0.05)
  }
}
