import Tempo
import TempoScene

extension AnyTransition {
  /// Scales the view from `scale` (inserted) or to it (removed) about `anchor`, SwiftUI's
  /// spelling of `Transition.scale(_:anchor:)`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    .scale(Double(scale), anchor: anchor)
  }
}
