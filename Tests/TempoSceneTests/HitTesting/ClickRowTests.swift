import Foundation
import TempoScene
import TempoTestSupport
import Testing

/// Rows of clicks: at most 0.4 s apart and within 5 points of the first (GTK's defaults).
@MainActor
@Suite("ClickRow: double clicks", .timeLimit(.minutes(1)))
struct ClickRowTests {
  let here = CGPoint(x: 50, y: 50)

  /// Registers `clicks` (where, when) in one row toward `required`; whether each completes it.
  func completions(_ clicks: [(CGPoint, Double)], required: Int) -> [Bool] {
    var row = ClickRow()
    return clicks.map { row.register(at: $0.0, time: $0.1, required: required) }
  }

  @Test("a count of 1 completes at every click")
  func singleClicks() {
    #expect(completions([(here, 0), (here, 0.01)], required: 1) == [true, true])
  }

  @Test("two clicks 0.4 s apart complete a double click; 0.41 s apart start a new row")
  func interval() {
    let clicks = [(here, 1.0), (here, 1.4), (here, 2), (here, 2.41), (here, 2.6)]
    #expect(completions(clicks, required: 2) == [false, true, false, false, true])
  }

  @Test("a second click 5 points from the first continues the row; 5.1 points away starts anew")
  func distance() {
    let far = CGPoint(x: 55.1, y: 50)
    let clicks = [(here, 0.0), (CGPoint(x: 53, y: 54), 0.1), (here, 1), (far, 1.1), (far, 1.2)]
    #expect(completions(clicks, required: 2) == [false, true, false, false, true])
  }

  @Test("a triple click completes on the third; a row then starts over")
  func tripleClick() {
    let clicks = [(here, 0.0), (here, 0.3), (here, 0.6), (here, 0.9)]
    #expect(completions(clicks, required: 3) == [false, false, true, false])
  }

  @Test(
    "a node with clickCount 2 runs onClick on the second of two clicks in a row, on the scene's clock"
  )
  func nodeDoubleClick() {
    let timeline = Timeline()
    let scene = SceneGraph(size: CGSize(width: 100, height: 100), engine: timeline.engine)
    let square = ShapeNode(.rectangle, fill: .red, width: 20, height: 20, engine: timeline.engine)
    scene.addChild(square)
    var clicks = 0
    square.onClick = { clicks += 1 }
    square.clickCount = 2
    func click(at time: Double) {
      timeline.clock.advance(to: time)
      scene.pointerDown(at: here)
      scene.pointerUp(at: here)
    }
    click(at: 0)
    #expect(clicks == 0)
    click(at: 0.25)
    #expect(clicks == 1)
    click(at: 1)
    click(at: 1.5)
    #expect(clicks == 1)
  }
}
