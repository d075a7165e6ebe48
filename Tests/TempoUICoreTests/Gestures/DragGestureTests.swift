import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// A drag follows the pointer from the press: it starts after its minimum distance, reports
/// the translation on screen and the locations in its coordinate space, measures the velocity
/// over the last 0.1 s and projects the end with UIKit's normal deceleration.
@MainActor
@Suite("DragGesture")
struct DragGestureTests {
  final class Log { var values: [DragGesture.Value] = []; var ended: [DragGesture.Value] = [] }

  /// A 100 × 40 square centred in 480 × 320 (x 190…290, y 140…180) with `gesture`'s values
  /// logged.
  func square(_ log: Log, _ gesture: DragGesture = DragGesture()) -> some View {
    Color.red.frame(width: 100, height: 40)
      .gesture(gesture.onChanged { log.values.append($0) }.onEnded { log.ended.append($0) })
  }

  @Test("no change until the pointer is 10 points from the press; then each move, and the end")
  func startsAfterMinimumDistance() {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 206, y: 158))  // 10 points away: the drag starts
    #expect(log.values.map(\.translation) == [CGSize(width: 6, height: 8)])
    hosted.host.movePointer(to: CGPoint(x: 230, y: 170))
    hosted.host.release(at: CGPoint(x: 240, y: 170))
    #expect(
      log.values.map(\.translation) == [
        CGSize(width: 6, height: 8), CGSize(width: 30, height: 20), CGSize(width: 40, height: 20),
      ])
    #expect(log.ended.map(\.translation) == [CGSize(width: 40, height: 20)])
  }

  @Test("a press that moves less than the minimum distance is no drag: no change, no end")
  func shortPressIsNoDrag() {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 205, y: 155))
    #expect(log.values.isEmpty && log.ended.isEmpty)
  }

  @Test("with a minimum distance of 0 the press itself is the first change, translation zero")
  func zeroMinimumStartsAtPress() {
    let log = Log()
    let hosted = HostedView(square(log, DragGesture(minimumDistance: 0)))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    #expect(log.values.map(\.translation) == [.zero])
    #expect(log.values.map(\.startLocation) == [CGPoint(x: 10, y: 10)])
  }

  @Test("locations are in the view's points by default, in the window's with .global")
  func coordinateSpaces() {
    let local = Log()
    let global = Log()
    for (log, gesture) in [
      (local, DragGesture()), (global, DragGesture(coordinateSpace: .global)),
    ] {
      let hosted = HostedView(square(log, gesture))
      hosted.frame()
      hosted.host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 230, y: 170))
    }
    #expect(local.ended.map(\.startLocation) == [CGPoint(x: 10, y: 10)])
    #expect(local.ended.map(\.location) == [CGPoint(x: 40, y: 30)])
    #expect(global.ended.map(\.startLocation) == [CGPoint(x: 200, y: 150)])
    #expect(global.ended.map(\.location) == [CGPoint(x: 230, y: 170)])
  }

  @Test("velocity: 20 points in 0.1 s is 200 pt/s; the predicted end is 0.499 s of it ahead")
  func velocityAndPrediction() throws {
    let log = Log()
    let hosted = HostedView(square(log))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.frame(3)
    hosted.host.movePointer(to: CGPoint(x: 212, y: 150))
    hosted.frame(6)  // 0.1 s after the press
    hosted.host.movePointer(to: CGPoint(x: 220, y: 150))
    let value = try #require(log.values.last)
    #expect(abs(value.velocity.width - 200) < 1e-9)
    #expect(value.velocity.height == 0)
    let projection = 0.998 / (1 - 0.998) / 1000
    #expect(abs(value.predictedEndTranslation.width - (20 + 200 * projection)) < 1e-9)
    #expect(abs(value.predictedEndLocation.x - (30 + 200 * projection)) < 1e-9)
  }

  @Test("the classic sample: a card dragged with .offset follows the pointer, springs back")
  func offsetFollowsTheDrag() {
    struct Card: View {
      @State private var offset = CGSize.zero
      var body: some View {
        Color.red.frame(width: 100, height: 40)
          .offset(offset)
          .gesture(
            DragGesture()
              .onChanged { offset = $0.translation }
              .onEnded { _ in withAnimation(.linear(duration: 1)) { offset = .zero } })
      }
    }
    let hosted = HostedView(Card())
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 200, y: 150))
    hosted.host.movePointer(to: CGPoint(x: 230, y: 170))
    #expect(hosted.frame(1).fills(.red).map(\.rect) == [rect(220, 160, 100, 40)])
    // The pointer moves on over the moved card: the translation is still from the press.
    hosted.host.movePointer(to: CGPoint(x: 250, y: 170))
    #expect(hosted.frame(2).fills(.red).map(\.rect) == [rect(240, 160, 100, 40)])
    hosted.host.release(at: CGPoint(x: 250, y: 170))
    hosted.frame(2)
    let halfway = hosted.frame(32).fills(.red).map(\.rect)  // 0.5 s into the linear return
    #expect(halfway.count == 1 && halfway[0].isClose(to: rect(215, 150, 100, 40)))
    #expect(hosted.frame(62).fills(.red).map(\.rect) == [rect(190, 140, 100, 40)])
  }
}
