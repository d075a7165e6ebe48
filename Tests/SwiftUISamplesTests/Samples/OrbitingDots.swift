import Foundation
import SwiftUI

// Immediate-mode drawing written as SwiftUI samples write it: a `Canvas` inside a
// `TimelineView(.animation)`, drawing from the timeline's date.

/// Six dots on a 60-point circle, turning a quarter turn a second.
struct OrbitingDots: View {
  var body: some View {
    TimelineView(.animation) { timeline in
      Canvas { context, size in
        let time = timeline.date.timeIntervalSinceReferenceDate
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        for index in 0..<6 {
          let angle = Angle.degrees(Double(index) * 60 + time * 90)
          let point = CGPoint(
            x: center.x + cos(angle.radians) * 60, y: center.y + sin(angle.radians) * 60)
          context.fill(
            Path(ellipseIn: CGRect(x: point.x - 6, y: point.y - 6, width: 12, height: 12)),
            with: .color(.cyan))
        }
      }
    }
  }
}
