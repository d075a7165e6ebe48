import Tempo

/// An animated property that sees its node's resolved environment (internal).
@MainActor
protocol EnvironmentCarrier: AnyObject {
  /// Makes the property's animations see the environment in `box` (its node's) from now on.
  func shareEnvironment(_ box: EnvironmentBox)
  /// Whether the property is animating.
  var isAnimating: Bool { get }
}

extension AnimatedProperty: EnvironmentCarrier {}
