import Foundation
import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The spinner: `.linear(duration: 1).repeatForever(autoreverses: false)` from `onAppear`.
@MainActor
struct SpinnerTests {
  /// The rotation of `transform`, in degrees from 0 up to 360.
  func degrees(_ transform: AffineTransform2D) -> Double {
    let angle = atan2(transform.b, transform.a) * 180 / .pi
    return angle < 0 ? angle + 360 : angle
  }

  /// Whether two angles are the same turn within `tolerance` degrees.
  func sameAngle(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    let difference = (a - b).truncatingRemainder(dividingBy: 360)
    return min(abs(difference), 360 - abs(difference)) < tolerance
  }

  /// Each turn is linear: 360° per second from the frame it starts on. A repeat's next play
  /// starts on the frame after the previous one ended (spec §5, as SwiftUI does), so at 60 fps
  /// turn k runs from frame 61·k (0°) to 61·k + 60 (360°, the same place as 0°).
  @Test func theAngleGrowsThreeHundredSixtyDegreesASecondWithinEachTurnForThreeTurns() {
    let example = HostedExample(Spinner())
    // The brightest dot (index 7) sits at 7 × 45° = 315° and turns with the ring.
    for frame in 0...183 {
      let dots = example.run(to: frame).fills(.orange)
      #expect(dots.count == 1)
      guard let dot = dots.first else { return }
      let expected = 315 + 360 * Double(frame % 61) / 60
      #expect(
        sameAngle(degrees(dot.transform), expected),
        "frame \(frame): \(degrees(dot.transform))° vs \(expected)°")
    }
    #expect(!example.host.engine.isIdle)
  }
}
