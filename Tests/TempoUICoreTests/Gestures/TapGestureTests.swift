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

  @Test("a count other than 1 logs one line and a single click still ends it")
  func otherCountsWarn() {
    let log = Log()
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(
        Color.red.frame(width: 100, height: 40)
          .gesture(TapGesture(count: 2).onEnded { log.taps += 1 }))
      hosted.frame()
      hosted.click(240, 160)
    }
    #expect(warnings.count == 1 && warnings[0].contains("TapGesture(count: 2)"))
    #expect(log.taps == 1)
  }
}
