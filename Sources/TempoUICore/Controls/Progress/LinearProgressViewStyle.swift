import Tempo
import TempoScene

/// Progress as a bar (SwiftUI's `LinearProgressViewStyle`): a 4-point capsule track as wide as
/// offered (#787880 at 36 % dark, 20 % light: iOS's `systemFill`), filled from the leading edge
/// to the fraction done in the `.tint` (else the accent colour); the label above it and the
/// current-value label below, leading, 4 points apart. A change of the value animates with
/// its transaction. Unknown progress draws the empty track (iOS animates a sweep there).
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The bar style.
  public init() {}

  /// The labels and the bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0)
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundColor(.secondary)
      }
    }
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The bar style.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The bar of a linear progress view (internal).
struct ProgressBar: View {
  /// The track's height, in points.
  static let height = 4.0

  let fraction: Double
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color(hex: 0x787880, opacity: colorScheme == .dark ? 0.36 : 0.2))
        Capsule().fill(tint ?? Button<EmptyView>.accentColor)
          .frame(width: Double(proxy.size.width) * fraction)
      }
    }
    .frame(height: Self.height)
  }
}
