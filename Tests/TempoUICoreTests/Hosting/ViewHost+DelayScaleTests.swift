import Foundation
import TempoUICore
import Testing

/// A host's main-queue delay scale: `asyncAfter` delays scheduled while it is 10 last 10 times
/// as long (the rating demo's slow motion).
@MainActor
@Suite("ViewHost.mainQueueDelayScale")
struct ViewHostDelayScaleTests {
  /// Shows "waiting", and "done" 1 s after a tap.
  struct Delayed: View {
    @State private var label = "waiting"
    var body: some View {
      Text(label).onTapGesture {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { label = "done" }
      }
    }
  }

  @Test("at scale 10, a 1 s asyncAfter from frame 60 runs on frame 660, not 120")
  func scaled() {
    let hosted = HostedView(Delayed())
    hosted.frame()
    #expect(hosted.host.mainQueueDelayScale == 1)
    hosted.host.mainQueueDelayScale = 10
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "waiting")
    #expect(hosted.run(to: 120).texts("waiting").count == 1)
    #expect(hosted.run(to: 659).texts("waiting").count == 1)
    #expect(hosted.run(to: 660).texts("done").count == 1)
  }

  @Test("back at scale 1, delays are as written again")
  func restored() {
    let hosted = HostedView(Delayed())
    hosted.frame()
    hosted.host.mainQueueDelayScale = 10
    hosted.host.mainQueueDelayScale = 1
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "waiting")
    #expect(hosted.run(to: 119).texts("waiting").count == 1)
    #expect(hosted.run(to: 120).texts("done").count == 1)
  }
}
