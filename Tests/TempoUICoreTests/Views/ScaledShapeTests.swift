import Foundation
import TempoScene
import TempoUICore
import Testing

/// `Shape.scale(_:anchor:)` scales the outline inside the shape's frame.
@MainActor
@Suite("ScaledShape")
struct ScaledShapeTests {
  @Test("Rectangle().scale(0.5) in a 100 × 60 frame at (190, 130): 50 × 30 at (215, 145)")
  func halfAboutCentre() {
    let list = HostedView(Rectangle().scale(0.5).fill(.red).frame(width: 100, height: 60)).frame()
    #expect(list.fills(.red).first?.rect.isClose(to: rect(215, 145, 50, 30)) == true)
  }

  @Test(
    "scale(x: 2, y: 0.5, anchor: .topLeading) in 100 × 60 at (190, 130): 200 × 30 at (190, 130)")
  func axesAboutTopLeading() {
    let list = HostedView(
      Ellipse().scale(x: 2, y: 0.5, anchor: .topLeading).fill(.red).frame(width: 100, height: 60)
    ).frame()
    #expect(list.fills(.red).first?.rect.isClose(to: rect(190, 130, 200, 30), within: 1e-6) == true)
  }

  @Test("The scaled path is the shape's path mapped about the anchor point of the rect")
  func pathInRect() {
    let path = Rectangle().scale(0.5, anchor: .bottomTrailing).path(
      in: CGRect(x: 10, y: 20, width: 40, height: 80))
    #expect(path.bounds(.identity).isClose(to: rect(30, 60, 20, 40)))
  }
}
