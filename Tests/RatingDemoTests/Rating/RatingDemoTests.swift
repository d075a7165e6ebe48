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

  /// The focus marker as drawn: the bounding box (in window points) and opacity of the gray
  /// fill in the display list, or nil while it is not drawn (opacity 0).
  func drawnFocusMarker() -> (box: CGRect, opacity: Double)? {
    for command in scene.displayList().commands {
      guard case .fill(let path, let color, let transform, let opacity) = command, color == .gray
      else { continue }
      var points: [CGPoint] = []
      for element in path.applying(transform).elements {
        switch element {
        case .move(let point), .line(let point): points.append(point)
        case .quadCurve(let point, let control): points += [point, control]
        case .curve(let point, let control1, let control2): points += [point, control1, control2]
        case .closeSubpath: break
        }
      }
      let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
      let minX = xs.min() ?? 0, minY = ys.min() ?? 0
      let box = CGRect(
        x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
      return (box, opacity)
    }
    return nil
  }

  @Test(
    "with the popup up over rating 5, a click on star 3 is taken by the popup and one on star 1 rates 1"
  )
  func popupTakesTheClick() {
    frame(0)
    click(demo.center(ofStar: 5))
    #expect(demo.selectedRating == 5)
    frame(1)
    frame(20)
    #expect(popupOpacity() == 1, "the popup is fully shown (easeIn over 12 frames)")
    click(demo.center(ofStar: 3))
    #expect(demo.selectedRating == 5, "star 3 lies under the popup")
    click(demo.center(ofStar: 1))
    #expect(demo.selectedRating == 1, "star 1 lies left of the popup and takes the click")
    click(CGPoint(x: 10, y: 10))
    #expect(demo.selectedRating == 1)
  }

  @Test(
    "Space before frame 8 freezes the fade-in at easeIn(7/60 / 0.2) through frame 21; resumed, it goes on from 7/60 s"
  )
  func pauseFreezesTheFade() {
    frame(0)
    click(demo.center(ofStar: 2))
    frame(1)  // the fade-in's time 0: on frame 1 + k it has run k/60 s
    frame(7)
    demo.isPaused = true
    // PausableAnimation: the first frame that sees the pause keeps that frame's time (7/60 s).
    let frozen = easeIn(7.0 / 60 / 0.2)
    for index in 8...21 {
      frame(index)
      #expect(abs((popupOpacity() ?? -1) - frozen) < 1e-9, "frame \(index) while paused")
    }
    demo.isPaused = false
    // Resumed on frame 22 (time 21/60): pauseTime = 21/60 − 7/60, so the base animation sees
    // 7/60 again, then 8/60, … : one frame later than it would without the pause's 14 frames.
    for index in 22...28 {
      frame(index)
      let expected = easeIn(min(Double(index - 15) / 60 / 0.2, 1))
      #expect(abs((popupOpacity() ?? -1) - expected) < 1e-9, "frame \(index) after the resume")
    }
    #expect(popupOpacity() == 1)
  }

  @Test(
    "→ → shows the focus marker (gray 14 × 3 pt, 22 pt below) under star 2, Enter rates 2, ← ×5 moves it to star 1"
  )
  func keyboardFocus() {
    frame(0)
    #expect(drawnFocusMarker() == nil, "no marker before an arrow key")
    func expectMarker(under rating: Int, sourceLocation: SourceLocation = #_sourceLocation) {
      guard let marker = drawnFocusMarker() else {
        Issue.record("the focus marker is not drawn", sourceLocation: sourceLocation)
        return
      }
      // Star n's centre is (134 + 53 (n − 1), 160); the marker is centred 22 pt below it.
      let center = (x: 134 + 53 * Double(rating - 1), y: 160 + 22.0)
      #expect(marker.opacity == 1, sourceLocation: sourceLocation)
      #expect(abs(Double(marker.box.midX) - center.x) < 1e-9, sourceLocation: sourceLocation)
      #expect(abs(Double(marker.box.midY) - center.y) < 1e-9, sourceLocation: sourceLocation)
      #expect(abs(Double(marker.box.width) - 14) < 1e-9, sourceLocation: sourceLocation)
      #expect(abs(Double(marker.box.height) - 3) < 1e-9, sourceLocation: sourceLocation)
    }
    demo.moveFocus(by: 1)
    #expect(demo.focusedRating == 1)
    frame(1)
    expectMarker(under: 1)
    demo.moveFocus(by: 1)
    frame(2)
    #expect(demo.focusedRating == 2)
    expectMarker(under: 2)
    #expect(demo.selectedRating == 0, "arrows alone rate nothing")
    demo.selectFocused()
    #expect(demo.selectedRating == 2)
    frame(3)
    expectMarker(under: 2)
    for _ in 1...5 { demo.moveFocus(by: -1) }
    frame(4)
    #expect(demo.focusedRating == 1)
    expectMarker(under: 1)
  }
}
