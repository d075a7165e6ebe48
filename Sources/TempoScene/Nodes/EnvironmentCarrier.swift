/// An animated property that a node hands its resolved environment to (internal).
@MainActor
protocol EnvironmentCarrier: AnyObject {
  /// The environment the property's animations see.
  var environment: EnvironmentValues { get set }
  /// Whether the property is animating.
  var isAnimating: Bool { get }
}

extension AnimatedProperty: EnvironmentCarrier {}
