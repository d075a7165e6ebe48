extension Animation {
  /// Constant speed over 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)
  /// Starts slowly, over 0.35 s.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Ends slowly, over 0.35 s.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Starts and ends slowly, over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(.linear, duration: duration)
  }

  /// The ease-in curve (0.42, 0)(1, 1) over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(.easeIn, duration: duration)
  }

  /// The ease-out curve (0, 0)(0.58, 1) over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeOut, duration: duration)
  }

  /// The ease-in-out curve (0.42, 0)(0.58, 1) over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeInOut, duration: duration)
  }

  /// A cubic Bézier through (p1x, p1y) and (p2x, p2y) over `duration` seconds (default 0.35).
  ///
  /// The control points are not clamped, so the value may overshoot.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    timingCurve(
      .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration: duration)
  }

  /// Any unit curve over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(TimingCurveAnimation(curve: curve, duration: duration))
  }
}
