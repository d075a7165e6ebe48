/// What a custom animation can read and keep while it runs: its state and its environment.
///
/// The generic parameter is named `Value`, as in SwiftUI, so extensions can refer to it.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's own state, kept between calls to `animate`.
  public var state: AnimationState<Value>

  /// The environment of the view (node) whose property is animating.
  public private(set) var environment: EnvironmentValues

  private var logicallyComplete: Bool

  /// Whether the animation has reached the point where it counts as done for completions.
  ///
  /// Once set to `true` it stays `true`: setting it back to `false` has no effect.
  public var isLogicallyComplete: Bool {
    get { logicallyComplete }
    set { if newValue { logicallyComplete = true } }
  }

  /// Creates a context, for driving an animation directly (our tests and tools; SwiftUI has no
  /// public initializer).
  package init(
    state: AnimationState<Value> = .init(), environment: EnvironmentValues = .init(),
    isLogicallyComplete: Bool = false
  ) {
    self.state = state
    self.environment = environment
    self.logicallyComplete = isLogicallyComplete
  }

  /// Returns a context for another value type with the given state and this environment.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, environment: environment, isLogicallyComplete: false)
  }
}
