import Foundation
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A counter of the timer's fires, as SwiftUI samples write one; it logs each date received
/// and stops its timer at `stopAt` fires (`timer.upstream.connect().cancel()`).
private struct Ticker: View {
  let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
  let probe: Probe
  var stopAt = Int.max
  @State private var count = 0

  var body: some View {
    Text("ticks \(count)")
      .onReceive(timer) { date in
        count += 1
        probe.log.append("\(date.timeIntervalSinceReferenceDate)")
        if count == stopAt { timer.upstream.connect().cancel() }
      }
  }
}

/// A ticker that can be removed by a tap on "hide".
private struct Removable: View {
  let probe: Probe
  @State private var shows = true

  var body: some View {
    VStack {
      if shows { Ticker(probe: probe) }
      Text("hide").onTapGesture { shows = false }
    }
  }
}

/// A timer made anew at each evaluation of the body (`.onReceive(Timer.publish(…).autoconnect())`
/// inline), whose action changes the state the body shows.
private struct InlineTimer: View {
  let probe: Probe
  @State private var count = 0

  var body: some View {
    Text("inline \(count)")
      .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { date in
        count += 1
        probe.log.append("\(date.timeIntervalSinceReferenceDate)")
      }
  }
}

/// `Timer.publish(every:on:in:).autoconnect()` with `.onReceive`: fires every interval from
/// the subscription on the views' clock, publishes the frame's date, skips fires a late frame
/// missed, and stops when cancelled or when its view goes.
@MainActor
@Suite("Timer.publish")
struct TimerPublisherTests {
  @Test("every 0.5 s from the view's appearance at 0: none at 0.48 s, 1 at 0.5 s, 4 at 2 s")
  func firesEveryInterval() {
    let view = HostedView(Ticker(probe: Probe()))
    view.frame(0)
    #expect(view.frame(29).texts("ticks 0").count == 1)
    #expect(view.run(to: 30).texts("ticks 1").count == 1)
    #expect(view.run(to: 120).texts("ticks 4").count == 1)
  }

  @Test("the dates published are 2001-01-01 plus the fire's time on the virtual clock: 0.5, 1, 1.5")
  func publishesFrameDates() {
    let probe = Probe()
    let view = HostedView(Ticker(probe: probe))
    view.frame(0)
    view.run(to: 90)
    #expect(probe.log == ["0.5", "1.0", "1.5"])
  }

  @Test(
    "a frame 2 s late gets one fire, not four, and the next comes at 2.5 s (missed fires are skipped)"
  )
  func lateFrameSkips() {
    let probe = Probe()
    let view = HostedView(Ticker(probe: probe))
    view.frame(0)
    view.frame(120)
    #expect(probe.log == ["2.0"])
    view.run(to: 149)
    #expect(probe.log == ["2.0"])
    view.run(to: 150)
    #expect(probe.log == ["2.0", "2.5"])
  }

  @Test("timer.upstream.connect().cancel() at the third fire stops it: still 3 at 3 s")
  func cancelStops() {
    let view = HostedView(Ticker(probe: Probe(), stopAt: 3))
    view.frame(0)
    #expect(view.run(to: 180).texts("ticks 3").count == 1)
  }

  @Test("removing the view cancels its subscription: no fire after the removal at 1.2 s")
  func removalCancels() {
    let probe = Probe()
    let view = HostedView(Removable(probe: probe))
    view.frame(0)
    view.run(to: 72)
    view.click(text: "hide")
    view.run(to: 240)
    #expect(probe.log == ["0.5", "1.0"])
  }

  @Test(
    "a timer made anew by each body replaces the old subscription: one fire every 0.5 s, at 0.5, 1, 1.5"
  )
  func inlineTimerResubscribes() {
    let probe = Probe()
    let view = HostedView(InlineTimer(probe: probe))
    view.frame(0)
    #expect(view.run(to: 90).texts("inline 3").count == 1)
    #expect(probe.log == ["0.5", "1.0", "1.5"])
  }
}
