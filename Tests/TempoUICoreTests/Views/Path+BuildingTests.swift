import Foundation
import TempoScene
import TempoUICore
import Testing

/// SwiftUI's path-building calls: `Path { }`, `addRect`, `addEllipse`, `addLines`, `addArc`.
@Suite("Path building")
struct PathBuildingTests {
  @Test("Path { addRect } is the rectangle's closed outline, clockwise from its top-left")
  func closureAndRect() {
    let path = Path { $0.addRect(CGRect(x: 1, y: 2, width: 3, height: 4)) }
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)),
        .line(to: CGPoint(x: 4, y: 6)), .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
      ])
  }

  @Test("addLines moves to the first point and draws to the others; addEllipse is Path(ellipseIn:)")
  func linesAndEllipse() {
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5)])
    #expect(path.elements.count == 3)
    #expect(path.elements.last == .line(to: CGPoint(x: 5, y: 5)))
    let ellipse = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(Path { $0.addEllipse(in: ellipse) } == Path(ellipseIn: ellipse))
  }

  @Test("addArc 0°→90° clockwise: false sweeps clockwise on screen, ending at (50, 100)")
  func arcNotClockwiseTurnsClockwiseOnScreen() {
    let path = Path {
      $0.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: false)
    }
    #expect(path.elements.first == .move(to: CGPoint(x: 100, y: 50)))
    guard case .curve(let end, let c1, _)? = path.elements.last else {
      Issue.record("an arc is drawn with curves")
      return
    }
    #expect(abs(Double(end.x) - 50) < 1e-9 && abs(Double(end.y) - 100) < 1e-9)
    // A quarter circle's handle is 4/3 · tan(π/8) · r long, along the tangent (down at 0°).
    #expect(abs(Double(c1.y) - (50 + 4.0 / 3 * tan(Double.pi / 8) * 50)) < 1e-9)
    #expect(path.bounds(.identity).isClose(to: rect(50, 50, 50, 50), within: 1e-9))
  }

  @Test("addArc 0°→90° clockwise: true goes the long way, through the top (3/4 of a turn)")
  func arcClockwiseGoesTheOtherWay() {
    let path = Path {
      $0.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: true)
    }
    #expect(path.elements.count == 4)
    #expect(path.bounds(.identity).isClose(to: rect(0, 0, 100, 100), within: 1e-9))
  }
}
