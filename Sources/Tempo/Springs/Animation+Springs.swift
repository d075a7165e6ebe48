extension Animation {
  /// The default animation: it moves as a spring of duration 0.5 s with no bounce, but is an
  /// animation of its own, as SwiftUI's is (it prints `DefaultAnimation()` and equals no spring).
  public static let `default`: Animation = {
    var base = SpringAnimation(Spring(duration: 0.5, bounce: 0), blendDuration: 0)
    base.isDefault = true
    return Animation(base)
  }()

  /// A retargetable spring of duration 0.5 s with no bounce.
  public static let spring = Animation.spring(duration: 0.5, bounce: 0)

  /// A retargetable spring with no bounce (duration 0.5 s).
  public static let smooth = Animation.smooth()
  /// A retargetable spring with a little bounce (0.15, duration 0.5 s).
  public static let snappy = Animation.snappy()
  /// A retargetable spring with a noticeable bounce (0.3, duration 0.5 s).
  public static let bouncy = Animation.bouncy()

  /// A retargetable spring with the given undamped period (s) and damping ratio.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
  }

  /// A retargetable spring with the given perceptual duration (s) and bounce.
  ///
  /// `.spring()` with no arguments picks the `response:dampingFraction:` form, as in SwiftUI.
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// A retargetable spring with the given physics.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(SpringAnimation(spring, blendDuration: blendDuration))
  }

  /// A retargetable spring with no bounce plus `extraBounce`, over `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A retargetable spring with bounce 0.15 plus `extraBounce`, over `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A retargetable spring with bounce 0.3 plus `extraBounce`, over `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(.bouncy(duration: duration, extraBounce: extraBounce))
  }

  /// A stiff spring for interactive gestures: duration 0.15 s, bounce 0.15, blend 0.25 s.
  public static let interactiveSpring = Animation.interactiveSpring(duration: 0.15)

  /// A stiff spring for interactive gestures (defaults: response 0.15 s, damping 0.86, blend 0.25 s).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff spring for interactive gestures: bounce 0.15 plus `extraBounce`, blend 0.25 s.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// A closed-form spring of duration 0.5 s with no bounce; it combines rather than merges.
  public static let interpolatingSpring = Animation.interpolatingSpring()

  /// A closed-form spring from physics; `initialVelocity` is in fractions of the move per second.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// A closed-form spring with the given perceptual duration (s) and bounce.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A closed-form spring with the given physics.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    Animation(InterpolatingSpringAnimation(spring, initialVelocity: initialVelocity))
  }
}
