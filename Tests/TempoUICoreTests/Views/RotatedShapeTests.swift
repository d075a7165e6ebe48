import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Shape.rotation(_:anchor:)` rotates the outline inside the shape's frame.
@MainActor
@Suite("RotatedShape")
struct RotatedShapeTests {
  @Test(
    "Rectangle().rotation(.degrees(90)) in a 100 × 60 frame at (190, 130): 60 × 100 at (210, 110)")
  func quarterTurnAboutCentre() {
    let list = HostedView(
      Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 100, height: 60)
    ).frame()
    #expect(list.fills(.red).first?.rect.isClose(to: rect(210, 110, 60, 100), within: 1e-9) == true)
  }

  @Test(
    "rotation(.degrees(90), anchor: .topLeading) of a 40 × 80 rect at (10, 20): (-70, 20, 80 × 40)")
  func quarterTurnAboutTopLeading() {
    // Clockwise on screen (y down): (x, y) − (10, 20) ↦ (−(y − 20), x − 10), then + (10, 20).
    let path = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(
      in: CGRect(x: 10, y: 20, width: 40, height: 80))
    #expect(path.bounds(.identity).isClose(to: rect(-70, 20, 80, 40), within: 1e-9))
  }

  @Test("a trimmed circle turned -90° starts at the top, as progress rings are drawn")
  func progressRingStartsAtTop() throws {
    let path = Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let start = try #require(path.elements.first)
    guard case .move(let point) = start else { Issue.record("no move first"); return }
    #expect(abs(Double(point.x) - 50) < 1e-9 && abs(Double(point.y)) < 1e-9)
  }
}
