import TempoScene
import Testing

@testable import rating_demo

/// What the demo's keys ask of the window: activate a star, read the rating shown.
@MainActor
@Suite("The demo's window actions")
struct WindowActionsTests {
  @Test("activating star 4 rates 4, as a click does, and the rating shown is then 4")
  func activate() {
    let demo = HostedDemo()
    demo.frame()
    #expect(demo.content.window.shownRating == 0)
    demo.timeline.engine.perform { demo.content.window.activateStar(4) }
    #expect(HostedDemo.filledStars(demo.frame()) == 4)
    #expect(demo.content.window.shownRating == 4)
  }

  @Test("activating a star that does not exist does nothing")
  func outOfRange() {
    let demo = HostedDemo()
    demo.frame()
    demo.content.window.activateStar(6)
    demo.content.window.activateStar(0)
    #expect(HostedDemo.filledStars(demo.frame()) == 0)
  }

  @Test("the timer scale is the host's main-queue delay scale")
  func timerScale() {
    let demo = HostedDemo()
    demo.content.window.timerScale = 10
    #expect(demo.content.host.mainQueueDelayScale == 10)
  }
}
