import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// A `SpatialTapGesture` and `onTapGesture(count:coordinateSpace:perform:)` report where the
/// tap was released: a 100 × 40 view centred in the 480 × 320 window has its origin at
/// (190, 140).
@MainActor
@Suite("SpatialTapGesture")
struct SpatialTapGestureTests {
  final class Log { var locations: [CGPoint] = [] }

  @Test(
    "a click at (200, 150) on the local-space view reports (10, 10); one at (260, 170) on the global-space view reports (260, 170)"
  )
  func locationsInBothSpaces() {
    let log = Log()
    let hosted = HostedView(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 40)
          .gesture(SpatialTapGesture().onEnded { log.locations.append($0.location) })
        Color.blue.frame(width: 50, height: 40)
          .gesture(
            SpatialTapGesture(coordinateSpace: .global).onEnded {
              log.locations.append($0.location)
            })
      })
    hosted.frame()
    hosted.click(200, 150)
    hosted.click(260, 170)
    #expect(log.locations == [CGPoint(x: 10, y: 10), CGPoint(x: 260, y: 170)])
  }

  @Test("onTapGesture(count: 2) { location in } runs once, on the second click, with its location")
  func doubleTapWithLocation() {
    let log = Log()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 40)
        .onTapGesture(count: 2) { location in log.locations.append(location) })
    hosted.click(228, 168, atFrame: 0)
    #expect(log.locations.isEmpty)
    hosted.click(230, 170, atFrame: 6)
    #expect(log.locations == [CGPoint(x: 40, y: 30)])
  }
}
