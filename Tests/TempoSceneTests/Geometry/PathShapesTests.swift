import Foundation
import TempoScene
import Testing

@Suite("Path shape builders")
struct PathShapesTests {
  @Test("a rectangle runs clockwise from its top-left corner")
  func rectangle() {
    let path = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)),
        .line(to: CGPoint(x: 4, y: 6)), .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
      ])
  }

  @Test("a star alternates tips on the outer circle and corners on the inner one, tip up")
  func star() {
    let path = Path(
      starIn: CGRect(x: 0, y: 0, width: 28, height: 28), points: 5, innerRadiusRatio: 0.4)
    #expect(path.elements.count == 11)
    for index in 0..<10 {
      let radius = index % 2 == 0 ? 14.0 : 5.6
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let expected = CGPoint(x: 14 + radius * cos(angle), y: 14 + radius * sin(angle))
      let point: CGPoint
      switch path.elements[index] {
      case .move(let p), .line(let p): point = p
      default: Issue.record("element \(index) is not a move or line"); return
      }
      #expect(abs(point.x - expected.x) < 1e-9 && abs(point.y - expected.y) < 1e-9)
    }
    #expect(path.elements.last == .closeSubpath)
  }

  @Test("a circular rounded corner is a quarter-circle cubic")
  func roundedCorner() {
    let path = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
    let k = 10 * (1 - 0.5522847498)
    #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
    #expect(
      path.elements[2]
        == .curve(
          to: CGPoint(x: 100, y: 10), control1: CGPoint(x: 100 - k, y: 0),
          control2: CGPoint(x: 100, y: k)))
    #expect(path.elements.count == 10)
  }

  @Test("a radius larger than half the short side is clamped; a capsule's ends are half circles")
  func clampedRadius() {
    let clamped = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50, style: .circular)
    #expect(clamped.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
    #expect(clamped.elements[1] == .line(to: CGPoint(x: 30, y: 0)))
  }

  @Test(
    "without a style the corners are continuous (SwiftUI's Path(roundedRect:cornerRadius:style:) default): the top edge starts 1.528665 radii in"
  )
  func continuousByDefault() {
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10)
    #expect(path.elements[0] == .move(to: CGPoint(x: 15.28665, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 100 - 15.28665, y: 0)))
  }

  @Test("a continuous corner starts 1.528665 radii from the corner")
  func continuousCorner() {
    let path = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10,
      style: .continuous)
    #expect(path.elements[0] == .move(to: CGPoint(x: 15.28665, y: 0)))
  }

  @Test("a polygon has its first corner straight up")
  func polygon() {
    let path = Path(polygonIn: CGRect(x: 0, y: 0, width: 20, height: 20), sides: 4)
    #expect(path.elements.count == 5)
    #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
    #expect(Path(polygonIn: .zero, sides: 2).isEmpty)
  }
}
