import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// A press dragged across a view reports the pointer in the view's points and the view's
/// size, from the press to the release; disabled, the view takes no press.
@MainActor
@Suite("Press-move handler")
struct PressMoveHandlerTests {
  final class Log { var events: [String] = [] }

  /// A 100 × 40 square centred in 480 × 320: x 190…290, y 140…180.
  func square(_ log: Log) -> some View {
    Color.red.frame(width: 100, height: 40)
      .onPressMove(
        pressed: { log.events.append("pressed \($0)") },
        moved: {
          log.events.append("\(Int($0.x)),\(Int($0.y)) in \(Int($1.width))×\(Int($1.height))")
        })
  }

  @Test("press, move (also outside the view) and release report local points and the size")
  func reports() {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 300, y: 190))
    #expect(
      log.events == [
        "pressed true", "10,10 in 100×40", "110,50 in 100×40", "110,50 in 100×40",
        "pressed false",
      ])
  }

  @Test("disabled: no press starts")
  func disabled() {
    let log = Log()
    let hosted = HostedView(square(log).disabled(true))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 210, y: 150))
    hosted.host.release(at: CGPoint(x: 210, y: 150))
    #expect(log.events.isEmpty)
  }
}
