import Foundation
import TempoScene
import TempoTestSupport
import Testing

/// A scroll goes to the innermost node under the pointer with a scroll handler; such a node
/// takes hits over its frame, and its children only inside it.
@MainActor
@Suite("Scene scrolling")
struct ScenePointerTests {
  /// A 100 × 100 group centred in 200 × 200 (at (50, 50)) with a scroll handler, holding a
  /// 20 × 20 square that sticks out 40 points above it.
  func scroller() -> (SceneHarness, GroupNode, ShapeNode, Box) {
    let h = SceneHarness(width: 200, height: 200)
    let group = GroupNode(.overlay(), engine: h.engine)
    group.width = 100
    group.height = 100
    let box = Box()
    group.onScroll = { box.deltas.append($0) }
    let square = h.rectangle("square")
    square.onClick = { box.clicks += 1 }
    square.offset = CGSize(width: 0, height: -80)
    group.addChild(square)
    h.scene.addChild(group)
    return (h, group, square, box)
  }

  final class Box {
    var deltas: [CGSize] = []
    var clicks = 0
  }

  @Test(
    "the wheel over the group, even off its children, reaches its handler; outside it nothing does")
  func scrollReachesTheHandler() {
    let (h, _, _, box) = scroller()
    h.scene.pointerMoved(to: CGPoint(x: 60, y: 140))
    #expect(h.scene.scrolled(by: CGSize(width: 0, height: 40)))
    h.scene.pointerMoved(to: CGPoint(x: 10, y: 10))
    #expect(!h.scene.scrolled(by: CGSize(width: 0, height: 40)))
    #expect(box.deltas == [CGSize(width: 0, height: 40)])
  }

  @Test("a child drawn outside the scrolling group takes no click there")
  func childOutsideTakesNoClicks() {
    let (h, _, _, box) = scroller()
    // The square's centre is 80 above the group's: (100, 20), outside the group (50…150).
    h.scene.pointerDown(at: CGPoint(x: 100, y: 20))
    h.scene.pointerUp(at: CGPoint(x: 100, y: 20))
    #expect(box.clicks == 0)
  }
}
