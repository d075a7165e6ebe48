// The scene-graph article's rating (keep it in sync with
// Sources/TempoScene/TempoScene.docc/UsingTheSceneGraph.md): the seed's rating view built from
// TempoScene nodes directly, without TempoUI.
import Tempo
import TempoScene

/// Five stars in a row; a click rates, fades a "Submitted!" popup in, and hides it 1 s later.
@MainActor
final class SceneGraphRating {
  let scene: SceneGraph
  let stars: [ShapeNode]
  let popup: Node
  private(set) var rating = 0
  private var isPopupShown = false

  init(scene: SceneGraph) {
    let engine = scene.engine
    self.scene = scene
    stars = (1...5).map { _ in
      ShapeNode(.star(), lineWidth: 2, width: 28, height: 28, engine: engine)
    }
    let background = ShapeNode(
      .roundedRectangle(), fill: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9),
      cornerRadius: 10, width: 200, height: 50, engine: engine)
    let text = TextNode("Submitted!", fontSize: 17, color: .black, engine: engine)
    popup = GroupNode.zStack(engine: engine, children: [background, text])
    for (index, star) in stars.enumerated() {
      star.cursor = .pointingHand
      star.onClick = { [unowned self] in rate(index + 1) }
    }
    scene.background = .black
    scene.addChild(GroupNode.hStack(spacing: 25, engine: engine, children: stars))
    restyle()
  }

  /// What a click on star `rating` does: as the seed's `onTapGesture`.
  func rate(_ rating: Int) {
    self.rating = rating
    restyle()
    withAnimation(.easeIn(duration: 0.2)) { setPopupShown(true) }
    scene.engine.schedule(after: 1) { [unowned self] in
      withAnimation(.easeOut(duration: 0.1)) { setPopupShown(false) }
    }
  }

  /// Inserts or removes the popup (its default transition, `.opacity`, animates it).
  private func setPopupShown(_ shown: Bool) {
    guard shown != isPopupShown else { return }
    isPopupShown = shown
    if shown { scene.addChild(popup) } else { scene.removeChild(popup) }
  }

  /// Stars up to the rating filled yellow, the others gray outlines.
  private func restyle() {
    for (index, star) in stars.enumerated() {
      star.fill = index < rating ? .yellow : nil
      star.stroke = index < rating ? nil : .gray
    }
  }
}
