import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// `@GestureState` set in `updating` while a drag runs, back to its initial value at the
/// release, at once or in its reset transaction.
@MainActor
@Suite("GestureState")
struct GestureStateTests {
  /// A 100 × 40 square centred in 480 × 320, moved by a gesture state that follows the drag.
  struct DraggedSquare: View {
    @GestureState private var drag: CGSize
    let log: Log

    init(log: Log, reset: Transaction = Transaction()) {
      self.log = log
      _drag = GestureState(wrappedValue: .zero, resetTransaction: reset)
    }

    var body: some View {
      Color.red.frame(width: 100, height: 40)
        .offset(drag)
        .gesture(
          DragGesture().updating($drag) { value, state, _ in
            log.updates.append(state)
            state = value.translation
          })
    }
  }

  final class Log { var updates: [CGSize] = [] }

  @Test("updating gets the state's current value and sets it; the view moves with it")
  func followsTheDrag() {
    let log = Log()
    let hosted = HostedView(DraggedSquare(log: log))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 230, y: 170))
    #expect(hosted.frame(1).fills(.red).map(\.rect) == [rect(220, 160, 100, 40)])
    hosted.host.movePointer(to: CGPoint(x: 240, y: 150))
    #expect(hosted.frame(2).fills(.red).map(\.rect) == [rect(230, 140, 100, 40)])
    #expect(log.updates == [.zero, CGSize(width: 30, height: 20)])
  }

  @Test("at the release the state is its initial value again, at once without a reset animation")
  func resetsAtRelease() {
    let hosted = HostedView(DraggedSquare(log: Log()))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 230, y: 170))
    hosted.frame(1)
    hosted.host.release(at: CGPoint(x: 230, y: 170))
    #expect(hosted.frame(2).fills(.red).map(\.rect) == [rect(190, 140, 100, 40)])
  }

  @Test("with a reset transaction the state returns along its animation (linear: half at 0.5 s)")
  func resetsInItsTransaction() {
    let reset = Transaction(animation: .linear(duration: 1))
    let hosted = HostedView(DraggedSquare(log: Log(), reset: reset))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 240, y: 170))
    hosted.frame(1)
    hosted.host.release(at: CGPoint(x: 240, y: 170))
    hosted.frame(1)
    // Dragged by (40, 20): half way back, 0.5 s after the release, it is (20, 10) off.
    let halfway = hosted.frame(31).fills(.red).map(\.rect)
    #expect(halfway.count == 1 && halfway[0].isClose(to: rect(210, 150, 100, 40)))
  }
}
