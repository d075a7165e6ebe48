import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// An optional property (a shape's fill or stroke, a node's fixed width) set from `nil` to a
/// value takes it at once, with nothing left of an animation that ran before it was unset.
@MainActor
@Suite("Optional animated properties")
struct OptionalAnimatedPropertyTests {
  /// A red square whose fill is halfway through a 1 s linear animation to blue at t = 0.5 s.
  func fillHalfwayToBlue() -> (SceneHarness, ShapeNode) {
    let h = SceneHarness()
    let node = h.rectangle("square", fill: .red)
    h.scene.addChild(node)
    withAnimation(.linear(duration: 1)) { node.fill = .blue }
    h.tick()
    h.advance(0.5)
    return (h, node)
  }

  @Test("fill red→blue animating, then nil, then green: green exactly at once and on later ticks")
  func fillFromNil() {
    let (h, node) = fillHalfwayToBlue()
    #expect(node.presentedFill != .blue && node.presentedFill != .red)
    node.fill = nil
    #expect(node.presentedFill == nil)
    h.advance(0.1)
    node.fill = .green
    #expect(node.presentedFill == .green)
    for _ in 0..<4 {
      h.advance(0.2)
      #expect(node.presentedFill == .green)
    }
    #expect(!node.isAnimating)
    #expect(h.commands() == "fill M 0 0 L 20 0 L 20 20 L 0 20 Z color #30D158 at (40, 40)")
  }

  @Test("the same inside withAnimation: a value set from nil does not animate")
  func fillFromNilAnimated() {
    let (h, node) = fillHalfwayToBlue()
    expectGreenAtOnceFromNil(h, node)
  }

  /// Unsets `node`'s fill and sets it to green inside `withAnimation`: green at once and a
  /// quarter of a second later, with nothing animating.
  func expectGreenAtOnceFromNil(_ h: SceneHarness, _ node: ShapeNode) {
    node.fill = nil
    withAnimation(.linear(duration: 1)) { node.fill = .green }
    #expect(node.presentedFill == .green)
    h.tick()
    h.advance(0.25)
    #expect(node.presentedFill == .green)
    #expect(!node.isAnimating)
  }

  @Test("a still fill set to nil, then to green inside withAnimation: green exactly at once")
  func stillFillFromNilAnimated() {
    let h = SceneHarness()
    let node = h.rectangle("square", fill: .red)
    h.scene.addChild(node)
    h.tick()
    expectGreenAtOnceFromNil(h, node)
  }

  @Test("stroke: a value set from nil mid-animation shows exactly at once")
  func strokeFromNil() {
    let h = SceneHarness()
    let node = ShapeNode(.rectangle, stroke: .red, width: 20, height: 20, engine: h.engine)
    h.scene.addChild(node)
    withAnimation(.linear(duration: 1)) { node.stroke = .blue }
    h.tick()
    h.advance(0.5)
    node.stroke = nil
    node.stroke = .yellow
    h.advance(0.25)
    #expect(node.presentedStroke == .yellow)
  }

  @Test("a fixed width set from nil mid-animation is exactly the new width at once")
  func widthFromNil() {
    let h = SceneHarness()
    let node = h.rectangle("square", width: 20)
    h.scene.addChild(node)
    withAnimation(.linear(duration: 1)) { node.width = 60 }
    h.tick()
    h.advance(0.5)
    #expect(node.presentation.width == 40)
    node.width = nil
    #expect(node.presentation.width == nil)
    node.width = 30
    #expect(node.presentation.width == 30)
    h.advance(0.25)
    #expect(node.presentation.width == 30)
  }

  @Test("a change between two values still animates")
  func changeBetweenValues() {
    let (h, node) = fillHalfwayToBlue()
    h.advance(0.6)
    withAnimation(.linear(duration: 1)) { node.fill = .red }
    h.tick()
    h.advance(0.5)
    #expect(node.presentedFill != .red && node.presentedFill != .blue)
    #expect(node.isAnimating)
  }
}
