import Tempo

/// One built-in animation that `tempo-plot` draws: its file name, title, the animation itself,
/// and the formula its values follow (what the tests check the plotted points against).
package struct PlotSubject: Sendable {
  /// The closed-form description of a subject's motion from 0 to 1.
  package enum Formula: Sendable {
    /// A cubic Bézier timing curve through (0, 0), (p1x, p1y), (p2x, p2y), (1, 1) over
    /// `duration` seconds.
    case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: Double)
    /// A circular ease curve over `duration` seconds.
    case circular(Circular, duration: Double)
    /// A spring released at rest from 0 towards 1, of undamped period `response` (s) and damping
    /// ratio ζ: the damped oscillator's closed form.
    case spring(response: Double, dampingRatio: Double)
  }

  /// Which quarter-circle curve a ``Formula/circular(_:duration:)`` subject follows.
  package enum Circular: Sendable {
    /// 1 − √(1 − x²).
    case easeIn
    /// √(1 − (1 − x)²).
    case easeOut
    /// Circular ease-in to the midpoint, circular ease-out after it.
    case easeInOut
  }

  /// The file stem of the pictures, e.g. `easeInOut` for `easeInOut.png` and `easeInOut.gif`.
  package let id: String
  /// How the animation is written in Swift, e.g. `.easeInOut`.
  package let title: String
  /// The animation as an app writes it.
  package let animation: Animation
  /// What its values must follow.
  package let formula: Formula

  /// Creates a subject.
  package init(id: String, title: String, animation: Animation, formula: Formula) {
    self.id = id
    self.title = title
    self.animation = animation
    self.formula = formula
  }

  /// Whether the subject is a spring (its settle time is found, not given).
  package var isSpring: Bool {
    if case .spring = formula { return true }
    return false
  }
}
