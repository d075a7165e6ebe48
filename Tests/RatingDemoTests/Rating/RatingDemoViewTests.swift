import TempoRunner
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import rating_demo

/// The demo's view: the seed's `ContentView` keeps every behaviour inside the demo's wrapper,
/// and the wrapper's keys, focus mark, pause, slow motion and cursor work as the spec says,
/// driven by key presses and clicks as a person (or a script) gives them.
@MainActor
@Suite("The rating demo's view")
struct RatingDemoViewTests {
  let checks = SeedRatingChecks { RatingDemoView(window: WindowActions()) }

  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }

  @Test("inside the demo, the seed's stars: five gray outlines, 28 pt, 25 pt apart, centred")
  func initialFrame() { checks.initialFrame() }

  @Test("inside the demo, a click on star 3 fills stars 1–3 and fades the popup in (easeIn)")
  func clickFadesIn() { checks.clickFadesIn() }

  @Test("inside the demo, the popup fades out along easeOut 0.1 s, 1 s after the click")
  func hideAfterOneSecond() { checks.hideAfterOneSecond() }

  @Test("inside the demo, a second click 0.5 s later does not postpone the first one's hide")
  func secondClickKeepsFirstHide() { checks.secondClickKeepsFirstHide() }

  @Test("inside the demo, the popup takes a click over star 3")
  func popupBlocksTaps() { checks.popupBlocksTaps() }

  @Test("the window is black (dark appearance) and the popup is the seed's 200 × 50 at (140, 135)")
  func darkAndPopup() {
    checks.popupGeometry()
    let demo = HostedDemo()
    demo.frame()
    #expect(demo.scene.background == .black)
  }

  @Test(
    "a click during the fade-out brings the popup back from where it is, without a jump: 1 − easeOut(x) at the click's frame, 1 once easeIn's 0.2 s are over"
  )
  func clickDuringFadeOut() {
    let demo = HostedDemo()
    demo.frame()
    demo.click(star: 1)
    // The hide starts 1 s (frame 60) after the click, along easeOut(duration: 0.1), the Bézier
    // (0, 0, 0.58, 1): at frame 63 half its 6 frames have passed.
    let easeOut = ExactBezier(0, 0, 0.58, 1)
    let before = HostedDemo.popupOpacity(demo.run(to: 63))
    #expect(abs(before - (1 - easeOut.value(at: 3.0 / 6))) < 1e-9, "\(before)")
    demo.click(star: 1)
    demo.move(to: 64)
    // Re-inserted at frame 64, the popup starts from the opacity the fade-out has there.
    let after = HostedDemo.popupOpacity(demo.frame())
    #expect(abs(after - (1 - easeOut.value(at: 4.0 / 6))) < 1e-9, "no jump: \(before) → \(after)")
    #expect(HostedDemo.popupOpacity(demo.run(to: 64 + 12)) == 1)
  }

  @Test(
    "with the popup up over rating 5, star 1 beside it takes a click; a click outside does nothing")
  func clicksBesideThePopup() {
    let demo = HostedDemo()
    demo.frame()
    demo.click(star: 5)
    #expect(HostedDemo.popupOpacity(demo.run(to: 20)) == 1)
    demo.click(CGPoint(x: 134, y: 160))
    #expect(HostedDemo.filledStars(demo.frame()) == 1)
    demo.click(CGPoint(x: 10, y: 10))
    #expect(HostedDemo.filledStars(demo.frame()) == 1)
  }

  @Test("keys 1–5 rate as a click on that star does, even star 3 under the popup")
  func digitKeys() {
    let demo = HostedDemo()
    demo.frame()
    #expect(demo.press(.digit(5)))
    #expect(HostedDemo.filledStars(demo.run(to: 20)) == 5)
    #expect(HostedDemo.popupOpacity(demo.frame()) == 1)
    demo.move(to: 21)
    demo.press(.digit(3))
    #expect(HostedDemo.filledStars(demo.frame()) == 3)
  }

  /// The focus mark as drawn: its gray fill's box in window points, or nil when not drawn.
  static func focusMark(_ list: DisplayList) -> CGRect? {
    for command in list.commands {
      if case .fill(let path, .gray, let transform, _) = command {
        return HostedDemo.box(of: path.applying(transform))
      }
    }
    return nil
  }

  @Test(
    "→ → draws the gray 14 × 3 pt mark 22 pt under star 2; Enter rates 2; ← × 5 moves it to star 1"
  )
  func keyboardFocus() throws {
    let demo = HostedDemo()
    #expect(Self.focusMark(demo.frame()) == nil, "no mark before an arrow key")
    func expectMark(under n: Int, _ list: DisplayList, at line: SourceLocation = #_sourceLocation) {
      // Star n's centre is (134 + 53 (n − 1), 160); the mark is centred 22 pt below it.
      let expected = CGRect(
        x: 134 + 53 * Double(n - 1) - 7, y: 160 + 22 - 1.5, width: 14, height: 3)
      let box = Self.focusMark(list) ?? .zero
      #expect(HostedDemo.isClose(box, expected), "\(box)", sourceLocation: line)
    }
    demo.move(to: 1)
    demo.press(.right)
    expectMark(under: 1, demo.frame())
    demo.move(to: 2)
    demo.press(.right)
    let marked = demo.frame()
    expectMark(under: 2, marked)
    #expect(HostedDemo.filledStars(marked) == 0, "arrows alone rate nothing")
    demo.move(to: 3)
    demo.press(.return)
    let rated = demo.frame()
    #expect(HostedDemo.filledStars(rated) == 2)
    expectMark(under: 2, rated)
    demo.move(to: 4)
    for _ in 1...5 { demo.press(.left) }
    expectMark(under: 1, demo.frame())
  }

  @Test("the first → after rating 3 by a click marks star 4")
  func focusStartsAtTheRating() {
    let demo = HostedDemo()
    demo.frame()
    demo.click(star: 3)
    demo.run(to: 5)
    demo.press(.right)
    let box = Self.focusMark(demo.frame()) ?? .zero
    #expect(abs(Double(box.midX) - (134 + 53 * 3)) < 1e-9, "\(box)")
  }

  @Test(
    "Space before frame 8 freezes the fade-in at easeIn(7/60 / 0.2) through frame 21; Space again resumes it from 7/60 s"
  )
  func spacePauses() {
    let demo = HostedDemo()
    demo.frame()
    demo.click(star: 2)
    demo.move(to: 1)
    demo.frame()  // the fade-in's time 0: on frame 1 + k it has run k/60 s
    demo.run(to: 7)
    demo.move(to: 8)
    demo.press(.space)
    // PausableAnimation: the first frame that sees the pause keeps its time (7/60 s).
    let frozen = easeIn(7.0 / 60 / 0.2)
    for index in 8...21 {
      demo.move(to: index)
      let opacity = HostedDemo.popupOpacity(demo.frame())
      #expect(abs(opacity - frozen) < 1e-9, "frame \(index) while paused")
    }
    demo.move(to: 22)
    demo.press(.space)
    // Resumed on frame 22: the base animation sees 7/60 s again, then 8/60 s, …
    for index in 22...28 {
      demo.move(to: index)
      let expected = easeIn(min(Double(index - 15) / 60 / 0.2, 1))
      let opacity = HostedDemo.popupOpacity(demo.frame())
      #expect(abs(opacity - expected) < 1e-9, "frame \(index) after the resume")
    }
  }

  @Test("after S, the fade-in takes 2 s (120 frames) and the popup hides 10 s after the click")
  func slowMotion() {
    let demo = HostedDemo()
    demo.frame()
    demo.press(.letter("s"))
    demo.move(to: 1)
    demo.frame()
    demo.click(star: 3)
    demo.frame()
    for k in [30, 60, 119, 120] {
      let expected = easeIn(min(Double(k) / 120, 1))
      let opacity = HostedDemo.popupOpacity(demo.run(to: 1 + k))
      #expect(abs(opacity - expected) < 1e-9, "frame +\(k)")
    }
    #expect(HostedDemo.popupOpacity(demo.run(to: 1 + 599)) == 1, "still shown at 9.98 s")
    #expect(HostedDemo.popupOpacity(demo.run(to: 1 + 600 + 5)) < 1, "fading out from 10 s")
    #expect(HostedDemo.popupOpacity(demo.run(to: 1 + 600 + 61)) == 0, "gone after a 1 s fade")
  }

  @Test("S again restores normal speed: the next click's popup is full in 12 frames")
  func slowMotionOff() {
    let demo = HostedDemo()
    demo.frame()
    demo.press(.letter("s"))
    demo.press(.letter("s"))
    demo.click(star: 1)
    demo.frame()
    #expect(HostedDemo.popupOpacity(demo.run(to: 11)) < 1)
    #expect(HostedDemo.popupOpacity(demo.run(to: 12)) == 1)
  }

  @Test("the pointer over a star shows the pointing hand; beside the row, the arrow")
  func handCursor() {
    let demo = HostedDemo()
    demo.frame()
    demo.scene.pointerMoved(to: CGPoint(x: 134, y: 160))
    #expect(demo.scene.cursor == .pointingHand)
    demo.scene.pointerMoved(to: CGPoint(x: 160, y: 160))
    #expect(demo.scene.cursor == .arrow, "between stars 1 and 2")
    demo.scene.pointerMoved(to: CGPoint(x: 134, y: 182))
    #expect(demo.scene.cursor == .arrow, "on the focus mark's row")
  }
}
