import Tempo
import TempoScene
import TempoTestSupport
import Testing

/// The scene-graph article's rating does what the seed does, frame by frame at 60 fps.
@MainActor
@Suite("The scene-graph article's rating")
struct SceneGraphRatingTests {
  let timeline = Timeline()
  let scene: SceneGraph
  let rating: SceneGraphRating

  init() {
    scene = SceneGraph(
      size: CGSize(width: 480, height: 320), engine: timeline.engine,
      textMeasurer: TextMetrics.font.measurer)
    rating = SceneGraphRating(scene: scene)
  }

  /// The popup's opacity in the current frame (0 when not drawn).
  func popupOpacity() -> Double {
    let color = Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9)
    for command in scene.displayList().commands {
      if case .fill(_, color, _, let opacity) = command { return opacity }
    }
    return 0
  }

  /// A click at the centre of star `n` (1…5): the row is 240 pt wide, centred in 480 × 320.
  func click(star n: Int) {
    let point = CGPoint(x: 120 + 14 + 53 * Double(n - 1), y: 160)
    scene.pointerDown(at: point)
    scene.pointerUp(at: point)
  }

  @Test("a click on star 3 rates 3, fades the popup in along easeIn 0.2 s, and out 1 s later")
  func click() {
    timeline.tick(at: 0)
    click(star: 3)
    #expect(rating.rating == 3)
    #expect(rating.stars.map { $0.fill != nil } == [true, true, true, false, false])
    timeline.tick(at: 0)  // the fade-in begins on the frame after the click
    for k in 1...12 {
      timeline.tick(at: Double(k) / 60)
      let expected = referenceBezier(0.42, 0, 1, 1, at: min(Double(k) / 12, 1))
      #expect(abs(popupOpacity() - expected) < 1e-9, "frame \(k)")
    }
    timeline.tick(at: 59.0 / 60)
    #expect(popupOpacity() == 1)
    for frame in 60...67 { timeline.tick(at: Double(frame) / 60) }
    #expect(popupOpacity() == 0)
    #expect(!scene.contains(rating.popup), "gone once its removal has played")
  }

  @Test("the stars show the pointing hand")
  func cursor() {
    timeline.tick(at: 0)
    scene.pointerMoved(to: CGPoint(x: 134, y: 160))
    #expect(scene.cursor == .pointingHand)
  }
}
