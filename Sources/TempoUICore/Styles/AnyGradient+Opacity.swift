import Tempo
import TempoScene

extension AnyGradient {
  /// This gradient with every colour's opacity multiplied by `opacity` (0…1), as SwiftUI's
  /// `AnyGradient.opacity(_:)` and `Color.opacity(_:)` do.
  public func opacity(_ opacity: Double) -> AnyGradient {
    var faded = gradient
    faded.stops = gradient.stops.map {
      .init(color: $0.color.opacity(opacity), location: $0.location)
    }
    return AnyGradient(faded)
  }
}
