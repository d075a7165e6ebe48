import Foundation
import SwiftUI

// A time-driven animation written as SwiftUI samples write it: `TimelineView(.animation)` and
// a sine of the timeline's date, with a `let` in the view builder.

/// A dot whose scale breathes once a second between 0.75 and 1.25.
struct PulsingDot: View {
  var body: some View {
    TimelineView(.animation) { timeline in
      let time = timeline.date.timeIntervalSinceReferenceDate
      let scale = 1 + 0.25 * sin(time * 2 * .pi)
      Circle()
        .fill(.pink)
        .frame(width: 40, height: 40)
        .scaleEffect(scale)
    }
  }
}
