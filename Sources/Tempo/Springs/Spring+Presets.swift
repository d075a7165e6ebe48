extension Spring {
  /// No bounce, duration 0.5 s.
  public static let smooth = Spring.smooth()
  /// A little bounce (0.15), duration 0.5 s.
  public static let snappy = Spring.snappy()
  /// A noticeable bounce (0.3), duration 0.5 s.
  public static let bouncy = Spring.bouncy()

  /// No bounce plus `extraBounce`, over `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// Bounce 0.15 plus `extraBounce`, over `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// Bounce 0.3 plus `extraBounce`, over `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
