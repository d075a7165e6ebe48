import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// The actions a gesture is given run in the order they were added, `onChanged` at each change
/// and `onEnded` once at the end.
@MainActor
@Suite("Gesture")
struct GestureTests {
  final class Log { var events: [String] = [] }

  @Test("two onChanged and an onEnded run in order at each change and once at the end")
  func actionsInOrder() {
    let log = Log()
    let gesture = DragGesture()
      .onChanged { log.events.append("a \(Int($0.translation.width))") }
      .onChanged { log.events.append("b \(Int($0.translation.width))") }
      .onEnded { log.events.append("end \(Int($0.translation.width))") }
    let hosted = HostedView(Color.red.frame(width: 100, height: 40).gesture(gesture))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 220, y: 150))
    hosted.host.release(at: CGPoint(x: 230, y: 150))
    #expect(log.events == ["a 20", "b 20", "a 30", "b 30", "end 30"])
  }

  @Test("gesture parts of a gesture TempoUI does not recognize have no value")
  func unrecognizedParts() {
    struct Pinch: Gesture { typealias Value = Double }
    #expect(!gestureParts(of: Pinch()).isRecognized)
    #expect(gestureParts(of: DragGesture()).isRecognized)
  }
}
