import Foundation
import TempoScene
import TempoTestSupport
import Testing

/// Three 20 × 20 squares in a 100 × 100 scene, all at its centre.
@MainActor
@Suite("Drawing order (zIndex)")
struct NodeDrawingOrderTests {
  func threeSquares() -> (SceneHarness, [ShapeNode]) {
    let h = SceneHarness()
    let squares = [
      h.rectangle("red", fill: .red), h.rectangle("yellow", fill: .yellow),
      h.rectangle("gray", fill: .gray),
    ]
    for square in squares { h.scene.addChild(square) }
    return (h, squares)
  }

  /// The fill colours of the display list's commands, in drawing order.
  func fillOrder(_ h: SceneHarness) -> [String] {
    h.commands().split(separator: "\n").compactMap { line in
      line.split(separator: " ").firstIndex(of: "color").map {
        String(line.split(separator: " ")[$0 + 1])
      }
    }
  }

  @Test("without zIndex, children draw in insertion order")
  func insertionOrder() {
    let (h, squares) = threeSquares()
    #expect(h.scene.root.childrenInDrawingOrder.map(\.name) == squares.map(\.name))
    #expect(fillOrder(h) == ["#FF453A", "#FFD60A", "#8E8E93"])
  }

  @Test("a higher zIndex draws later; equal indices keep insertion order; negative draws first")
  func sortedByIndex() {
    let (h, squares) = threeSquares()
    squares[0].zIndex = 1
    squares[2].zIndex = -1
    #expect(h.scene.root.childrenInDrawingOrder.map(\.name) == ["gray", "yellow", "red"])
    #expect(fillOrder(h) == ["#8E8E93", "#FFD60A", "#FF453A"])
  }

  @Test("the child with the highest zIndex takes the hit where siblings overlap")
  func hitTestFollowsDrawingOrder() {
    let (h, squares) = threeSquares()
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === squares[2])
    squares[0].zIndex = 2
    #expect(h.scene.hitTest(CGPoint(x: 50, y: 50)) === squares[0])
  }
}
