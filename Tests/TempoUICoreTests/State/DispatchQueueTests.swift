import Foundation
import TempoUICore
import Testing

/// `DispatchQueue.main` work runs between frames, on the engine's clock: `async` before the next
/// frame, `asyncAfter` on the first frame at or after its deadline.
@MainActor
@Suite("DispatchQueue.main")
struct DispatchQueueTests {
  struct Delayed: View {
    let delay: Double
    @State var label = "waiting"
    var body: some View {
      Text(label).onTapGesture {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { show("done") }
        DispatchQueue.main.async { show("soon") }
      }
    }

    func show(_ text: String) { label = text }
  }

  @Test("async runs before the next frame; asyncAfter 0.5 s from frame 60 lands on frame 90")
  func deadlineLandsOnFrame() {
    let hosted = HostedView(Delayed(delay: 0.5))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "waiting")
    #expect(hosted.frame().texts("soon").count == 1)
    #expect(hosted.run(to: 89).texts("soon").count == 1)
    #expect(hosted.frame(90).texts("done").count == 1)
  }

  @Test("asyncAfter 0.25 s from frame 10 lands on frame 25 even when frames skip to it")
  func deadlineWithSkippedFrames() {
    let hosted = HostedView(Delayed(delay: 0.25))
    hosted.frame()
    hosted.timeline.move(toFrame: 10)
    hosted.click(text: "waiting")
    hosted.frame()
    #expect(hosted.frame(24).texts("soon").count == 1)
    #expect(hosted.frame(25).texts("done").count == 1)
  }

  @Test("the engine's next wake time is the deadline while nothing animates")
  func wakesForDeadline() {
    let hosted = HostedView(Delayed(delay: 0.5))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "waiting")
    hosted.frame()
    hosted.frame(61)
    #expect(hosted.host.engine.nextWakeTime == 1.5)
  }
}
