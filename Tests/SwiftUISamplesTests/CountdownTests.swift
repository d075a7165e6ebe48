import Foundation
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The `Countdown` sample: a `Timer.publish(every: 1, …).autoconnect()` received with
/// `.onReceive`, each tick animating the ring with `withAnimation(.linear(duration: 1))`.
@MainActor
@Suite("SwiftUI samples: Timer.publish")
struct CountdownTests {
  let samples = SwiftUISamplesTests()

  @Test("10 at 0.98 s, 9 from 1 s, 7 from 3 s, 0 from 10 s and still 0 at 12 s")
  func countsDown() {
    let (timeline, host) = samples.host(Countdown())
    for (frame, shown) in [(59, "10"), (60, "9"), (180, "7"), (600, "0"), (720, "0")] {
      _ = timeline.draw(host, through: frame)
      #expect(host.center(ofText: shown) != nil, "frame \(frame): \(shown)")
    }
  }

  @Test(
    "the ring's trim animates linearly between ticks: half-way from 1.0 to 0.9 (0.95 of the ring) at 1.5 s"
  )
  func ringAnimates() throws {
    let (timeline, host) = samples.host(Countdown())
    let list = timeline.draw(host, through: 90)
    let orange = list.commands.compactMap { command -> TempoUI.Path? in
      guard case .stroke(let path, let color, _, _, _) = command, color == .orange else {
        return nil
      }
      return path
    }
    let ring = try #require(orange.first)
    // The circle of radius 75 in its 150-point frame starts at its trailing point and runs
    // clockwise on screen (y down): trimmed to 0.95 it ends at angle 0.95 × 2π.
    let end = try #require(ring.lastPoint)
    let angle = 0.95 * 2 * Double.pi
    let expected = CGPoint(x: 75 + 75 * cos(angle), y: 75 + 75 * sin(angle))
    // Within 0.03 points: four cubic arcs stray from a circle by up to 2.7e-4 of its radius.
    #expect(
      abs(Double(end.x - expected.x)) < 0.03 && abs(Double(end.y - expected.y)) < 0.03,
      "ends at \(end), expected \(expected)")
  }
}

extension TempoUI.Path {
  /// The end point of the path's last segment, in the path's own coordinates.
  var lastPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
      case .closeSubpath: continue
      }
    }
    return nil
  }
}
