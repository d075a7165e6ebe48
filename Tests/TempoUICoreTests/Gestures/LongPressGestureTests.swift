import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// A long press changes at the press and ends at its minimum duration, on the engine's clock;
/// released sooner or moved farther than its distance, it fails and does not end.
@MainActor
@Suite("LongPressGesture")
struct LongPressGestureTests {
  final class Log { var events: [String] = [] }

  /// A 100 × 40 square centred in 480 × 320 (x 190…290, y 140…180) with a 0.5 s long press.
  func square(_ log: Log) -> some View {
    Color.red.frame(width: 100, height: 40)
      .gesture(
        LongPressGesture()
          .onChanged { log.events.append("changed \($0)") }
          .onEnded { log.events.append("ended \($0)") })
  }

  @Test("held: changed true at the press, ended true at 0.5 s (frame 30), not before")
  func endsAtItsDuration() {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.run(to: 29)
    #expect(log.events == ["changed true"])
    hosted.run(to: 30)
    #expect(log.events == ["changed true", "ended true"])
    hosted.host.release(at: CGPoint(x: 200, y: 150))
    hosted.run(to: 40)
    #expect(log.events == ["changed true", "ended true"])
  }

  @Test("released at 0.25 s it fails: no end, then or later")
  func releasedEarlyFails() {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.run(to: 15)
    hosted.host.release(at: CGPoint(x: 200, y: 150))
    hosted.run(to: 60)
    #expect(log.events == ["changed true"])
  }

  @Test("moved 11 points (more than its 10) it fails; moved 10 it still ends")
  func movingTooFarFails() {
    for (distance, ends) in [(11.0, false), (10.0, true)] {
      let log = Log()
      let hosted = HostedView(square(log))
      hosted.frame()
      hosted.host.press(at: CGPoint(x: 200, y: 150))
      hosted.host.movePointer(to: CGPoint(x: 200 + distance, y: 150))
      hosted.run(to: 40)
      #expect(log.events.contains("ended true") == ends, "moved \(distance)")
    }
  }

  @Test("onLongPressGesture: pressing true, then false and the action at the duration")
  func onLongPressGesture() {
    let log = Log()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 40)
        .onLongPressGesture(minimumDuration: 1) {
          log.events.append("action")
        } onPressingChanged: {
          log.events.append("pressing \($0)")
        })
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.run(to: 59)
    #expect(log.events == ["pressing true"])
    hosted.run(to: 60)
    #expect(log.events == ["pressing true", "pressing false", "action"])
  }

  @Test("a @GestureState updated by a long press is true while held and false once it ends")
  func gestureStateWhileHeld() {
    struct Held: View {
      @GestureState private var isHeld = false
      var body: some View {
        (isHeld ? Color.green : Color.red).frame(width: 100, height: 40)
          .gesture(LongPressGesture().updating($isHeld) { value, state, _ in state = value })
      }
    }
    let hosted = HostedView(Held())
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    #expect(hosted.run(to: 10).fills(.green).count == 1)
    #expect(hosted.run(to: 31).fills(.red).count == 1)
  }
}
