import Testing
import TempoScene
import TempoTestSupport

@testable import rating_demo

/// The demo's scene and behaviour, headless on a manual 60 Hz clock (the spec's numbers).
@MainActor
@Suite("The rating demo's scene")
struct RatingDemoTests {
  let timeline = Timeline()
  let scene: Scene
  let demo: RatingDemo

  init() {
    scene = Scene(size: CGSize(width: 480, height: 320), engine: timeline.engine)
    demo = RatingDemo(scene: scene)
  }

  /// Advances to frame `frame` (time frame/60) and ticks.
  func frame(_ frame: Int) { timeline.tick(at: Double(frame) / 60) }

  func click(_ point: CGPoint) {
    scene.pointerDown(at: point)
    scene.pointerUp(at: point)
  }

  /// The popup's opacity in the current display list: nil once it has left the scene, 0 while
  /// it is in the scene but fully transparent (the display list omits invisible commands).
  func popupOpacity() -> Double? {
    for command in scene.displayList().commands {
      if case .fill(_, let color, _, let opacity) = command, color.red == 0.9 { return opacity }
    }
    return scene.contains(demo.overlayView) ? 0 : nil
  }

  /// easeIn / easeOut from the cubic-Bézier definition (control points from the spec).
  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
  func easeOut(_ x: Double) -> Double { referenceBezier(0, 0, 0.58, 1, at: x) }

  @Test("five gray outline stars, 28 pt wide and 25 pt apart, centred in a black 480×320 window")
  func initialScene() {
    frame(0)
    #expect(scene.background == .black)
    for rating in 1...5 {
      let center = demo.center(ofStar: rating)
      #expect(abs(center.x - (134 + Double(rating - 1) * 53)) < 1e-9)
      #expect(abs(center.y - 160) < 1e-9)
      #expect(demo.stars[rating - 1].stroke == Color(hex: 0x8E8E93))
      #expect(demo.stars[rating - 1].fill == nil)
    }
    #expect(popupOpacity() == nil)
  }

  @Test("a click on star 3 fills stars 1–3, fades the popup in with easeIn and out 1 s later")
  func clickShowsThenHidesThePopup() {
    frame(0)
    frame(30)
    click(demo.center(ofStar: 3))
    frame(31)  // the first frame after the click begins the fade-in at opacity 0
    for rating in 1...5 {
      #expect(demo.stars[rating - 1].fill == (rating <= 3 ? Color(hex: 0xFFD60A) : nil))
    }
    let start = 31
    for offset in 0...12 {
      frame(start + offset)
      let expected = easeIn(min(Double(offset) / 60 / 0.2, 1))
      #expect(abs((popupOpacity() ?? -1) - expected) < 1e-6, "frame +\(offset)")
    }
    // The hide runs 1 s after the click's frame (30): on frame 90, over 0.1 s along easeOut.
    frame(89)
    #expect(popupOpacity() == 1)
    for offset in 0...6 {
      frame(90 + offset)
      let expected = 1 - easeOut(Double(offset) / 60 / 0.1)
      if expected > 0 {
        #expect(abs((popupOpacity() ?? -1) - expected) < 1e-6, "fade-out frame +\(offset)")
      }
    }
    frame(97)
    #expect(popupOpacity() == nil)
    #expect(!scene.contains(demo.overlayView))
  }

  @Test("a second click 0.5 s later does not postpone the hide")
  func secondClickDoesNotPostpone() {
    frame(0)
    click(demo.center(ofStar: 1))
    frame(1)
    frame(30)
    click(demo.center(ofStar: 5))
    for index in 31...67 { frame(index) }
    #expect(demo.selectedRating == 5)
    #expect(popupOpacity() == nil, "hidden 1 s (+0.1 s fade) after the first click")
  }

  @Test("a click during the fade-out brings the popup back from where it is, without a flash")
  func clickDuringFadeOut() {
    frame(0)
    click(demo.center(ofStar: 1))
    for index in 1...63 { frame(index) }
    let before = popupOpacity() ?? -1
    #expect(before > 0 && before < 1)
    click(demo.center(ofStar: 1))
    frame(64)
    let after = popupOpacity() ?? -1
    #expect(abs(after - before) < 0.2, "no jump: \(before) → \(after)")
    frame(80)
    #expect(popupOpacity() == 1)
  }

  @Test("the popup covers stars 2–4: a click there does not reach them; star 1 stays clickable")
  func popupTakesTheClick() {
    frame(0)
    click(demo.center(ofStar: 1))
    frame(1)
    frame(20)
    click(demo.center(ofStar: 3))
    #expect(demo.selectedRating == 1)
    click(demo.center(ofStar: 1))
    #expect(demo.selectedRating == 1)
    click(CGPoint(x: 10, y: 10))
    #expect(demo.selectedRating == 1)
  }

  @Test("Space's pause freezes the fade through the seed's PausableAnimation, and resumes")
  func pauseFreezesTheFade() {
    frame(0)
    click(demo.center(ofStar: 2))
    frame(1)
    frame(7)
    demo.isPaused = true
    frame(8)  // the first frame that sees the pause freezes the animation where it is
    let paused = popupOpacity() ?? -1
    #expect(paused > 0 && paused < 1)
    frame(20)
    #expect(popupOpacity() == paused)
    demo.isPaused = false
    frame(21)
    frame(40)
    #expect(popupOpacity() == 1)
  }

  @Test("the arrow keys move a focus marker and Enter selects the focused star")
  func keyboardFocus() {
    demo.moveFocus(by: 1)
    demo.moveFocus(by: 1)
    #expect(demo.focusedRating == 2)
    demo.selectFocused()
    #expect(demo.selectedRating == 2)
    demo.moveFocus(by: -5)
    #expect(demo.focusedRating == 1)
  }
}
