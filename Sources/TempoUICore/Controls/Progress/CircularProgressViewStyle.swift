import Foundation
import TempoScene

/// Progress as iOS's spinning activity indicator (SwiftUI's `CircularProgressViewStyle`, the
/// style of unknown progress), with the label below it in the secondary colour, 8 points apart.
///
/// Eight spokes 2.5 × 5.5 points on a 20-point circle in iOS's gray (#8E8E93, or the `.tint`);
/// the brightest moves on one spoke every 1/8 s (a turn a second), the others fading behind it
/// to 25 % (TempoUI's choice, close to the system's look). It steps on a `TimelineView`, so a
/// window asks for 8 frames a second while one shows, and dates on a virtual clock make each
/// recording the same. A known fraction is drawn as a spinner too, as on iOS.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The spinner style.
  public init() {}

  /// The spinner and its label.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      Spinner()
      if let label = configuration.label { label.foregroundColor(.secondary) }
    }
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The spinner style.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// iOS's activity indicator (internal).
struct Spinner: View {
  /// The indicator's diameter, in points.
  static let diameter = 20.0
  /// The spokes.
  static let spokes = 8
  /// The time one spoke stays brightest, in seconds.
  static let step = 0.125

  @Environment(\.tint) private var tint

  var body: some View {
    let color = tint ?? .gray
    return TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: Self.step)) {
      context in
      let lead = Int((context.date.timeIntervalSinceReferenceDate / Self.step).rounded(.down))
      ZStack {
        ForEach(0..<Self.spokes, id: \.self) { spoke in
          Capsule()
            .fill(color)
            .frame(width: 2.5, height: 5.5)
            .offset(y: -(Self.diameter / 2 - 2.75))
            .rotationEffect(.degrees(Double(spoke) * 360 / Double(Self.spokes)))
            .opacity(Self.opacity(spoke: spoke, lead: lead))
        }
      }
      .frame(width: Self.diameter, height: Self.diameter)
    }
  }

  /// Spoke `spoke`'s opacity when spoke `lead` (mod 8) is brightest: 1 for the lead, then
  /// falling linearly to 0.25 over the spokes behind it.
  static func opacity(spoke: Int, lead: Int) -> Double {
    let behind = ((lead - spoke) % spokes + spokes) % spokes
    return 1 - 0.75 * Double(behind) / Double(spokes - 1)
  }
}
