import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// A ``Shadow`` is drawn as copies of the node's drawing below it, spread evenly from `radius`
/// inside to `radius` outside, so that `m` overlapping copies of `n` cover `m / n`.
@MainActor
@Suite("Shadow")
struct ShadowTests {
  /// A 40 × 20 rectangle centred in 100 × 80 (at (30, 30)) with `shadow`.
  func shadowed(_ shadow: Shadow) -> DisplayList {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    node.shadow = shadow
    h.scene.addChild(node)
    return h.scene.displayList()
  }

  /// The window rectangle of a fill command's path (its corners mapped by its transform).
  func windowRect(_ command: DrawCommand) -> CGRect? {
    guard case .fill(_, _, let transform, _) = command else { return nil }
    let origin = transform.apply(to: .zero)
    let far = transform.apply(to: CGPoint(x: 40, y: 20))
    return CGRect(x: origin.x, y: origin.y, width: far.x - origin.x, height: far.y - origin.y)
  }

  @Test("Radius 0, offset (3, 4): one copy in the shadow colour at (33, 34), then the node")
  func hardShadow() {
    let list = shadowed(Shadow(color: .red, radius: 0, offset: CGSize(width: 3, height: 4)))
    #expect(list.commands.count == 2)
    #expect(windowRect(list.commands[0]) == CGRect(x: 33, y: 34, width: 40, height: 20))
    if case .fill(_, let color, _, let opacity) = list.commands[0] {
      #expect(color == .red && opacity == 1)
    }
    #expect(windowRect(list.commands[1]) == CGRect(x: 30, y: 30, width: 40, height: 20))
  }

  @Test(
    "A gradient's shadow copy keeps the gradient's stops in the shadow colour at each stop's opacity"
  )
  func gradientShadow() {
    let h = SceneHarness(width: 100, height: 80)
    let node = h.rectangle("r", width: 40, height: 20)
    node.fillGradient = GradientPaint(
      kind: .linear(start: .top, end: .bottom),
      stops: [
        .init(color: .white, location: 0), .init(color: Color.white.opacity(0.25), location: 1),
      ])
    node.shadow = Shadow(color: .red, radius: 0, offset: CGSize(width: 3, height: 4))
    h.scene.addChild(node)
    let list = h.scene.displayList()
    guard case .gradient(_, let paint, nil, let transform, _) = list.commands.first else {
      Issue.record("no gradient shadow first: \(list.dump())")
      return
    }
    #expect(paint.stops.map(\.color) == [.red, Color.red.opacity(0.25)])
    #expect(transform.apply(to: .zero) == CGPoint(x: 33, y: 34))
  }

  @Test(
    "Radius 6: six copies grown by 5, 3, 1, -1, -3, -5 points with opacities 1/6, 1/5, … 1, then the node"
  )
  func softShadow() {
    let list = shadowed(Shadow(color: .red, radius: 6))
    #expect(list.commands.count == 7)
    let spreads = [5.0, 3, 1, -1, -3, -5]
    for (index, spread) in spreads.enumerated() {
      let expected = CGRect(
        x: 30 - spread, y: 30 - spread, width: 40 + 2 * spread, height: 20 + 2 * spread)
      let actual = windowRect(list.commands[index]) ?? .zero
      #expect(abs(Double(actual.minX - expected.minX)) < 1e-9)
      #expect(abs(Double(actual.width - expected.width)) < 1e-9)
      #expect(abs(Double(actual.height - expected.height)) < 1e-9)
      if case .fill(_, _, _, let opacity) = list.commands[index] {
        #expect(abs(opacity - 1 / Double(6 - index)) < 1e-12)
      }
    }
  }

  @Test("Where all six copies overlap they cover fully: ∏(1 − 1/k), k = 1…6, is 0")
  func fullCoverageInside() {
    let list = shadowed(Shadow(color: .red, radius: 6))
    var uncovered = 1.0
    for command in list.commands.prefix(6) {
      if case .fill(_, _, _, let opacity) = command { uncovered *= 1 - opacity }
    }
    #expect(uncovered == 0)
  }
}
