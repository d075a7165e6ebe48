import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// A `TapGesture` ends at a click released on its view.
@MainActor
@Suite("TapGesture")
struct TapGestureTests {
  final class Log { var taps = 0 }

  @Test("a click on the view ends the gesture once; a click beside it does nothing")
  func clickOnTheViewEnds() {
    let log = Log()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 40).gesture(TapGesture().onEnded { log.taps += 1 }))
    hosted.frame()
    hosted.click(240, 160)
    hosted.click(100, 100)
    #expect(log.taps == 1)
  }

  @Test(
    "TapGesture(count: 2) ends at the second of two clicks 0.3 s apart, not at a single click or at two 0.5 s apart"
  )
  func doubleClickEnds() {
    let log = Log()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 40)
        .gesture(TapGesture(count: 2).onEnded { log.taps += 1 }))
    // Frames at 60 fps: 18 frames are 0.3 s, 30 are 0.5 s.
    hosted.click(240, 160, atFrame: 0)
    #expect(log.taps == 0)
    hosted.click(241, 161, atFrame: 18)
    #expect(log.taps == 1)
    // A third click starts a new row; the next, 0.5 s later (over GTK's 0.4 s), starts another.
    hosted.click(240, 160, atFrame: 36)
    hosted.click(240, 160, atFrame: 66)
    #expect(log.taps == 1)
  }

  @Test("onTapGesture(count: 2) runs on a double click; a count below 1 logs one line and is 1")
  func onTapGestureCounts() {
    let log = Log()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 40).onTapGesture(count: 2) { log.taps += 1 })
    hosted.click(240, 160, atFrame: 0)
    hosted.click(240, 160, atFrame: 12)
    #expect(log.taps == 1)
    let warnings = RuntimeWarning.capture {
      let single = HostedView(
        Color.red.frame(width: 100, height: 40).onTapGesture(count: 0) { log.taps += 1 })
      single.frame()
      single.click(240, 160)
    }
    #expect(warnings.count == 1 && warnings[0].contains("onTapGesture(count: 0)"))
    #expect(log.taps == 2)
  }
}
