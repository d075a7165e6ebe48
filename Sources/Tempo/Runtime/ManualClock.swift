/// A clock that moves only when told to: for tests, offline rendering and recording.
///
/// Whole seconds and the fraction are kept apart, so that days of small steps keep
/// sub-nanosecond precision.
@MainActor
public final class ManualClock: AnimationClock {
  private var seconds: Int64
  private var fraction: Double

  /// Creates a clock reading `now` seconds (default 0).
  public init(now: TimeInterval = 0) {
    let whole = now.rounded(.down)
    seconds = Int64(whole)
    fraction = now - whole
  }

  /// The current time, in seconds.
  public var now: TimeInterval { Double(seconds) + fraction }

  /// Sets the clock to `time` seconds exactly, if that is later than now; otherwise does nothing.
  public func advance(to time: TimeInterval) {
    guard time.isFinite, time > now, time < 1e15 else { return }
    let whole = time.rounded(.down)
    seconds = Int64(whole)
    fraction = time - whole
  }

  /// Moves the clock forward by `interval` seconds; a negative or non-finite interval is ignored
  /// and one step is at most 10¹² s.
  public func advance(by interval: TimeInterval) {
    guard interval.isFinite, interval > 0 else { return }
    fraction += min(interval, 1e12)
    let whole = fraction.rounded(.down)
    seconds += Int64(whole)
    fraction -= whole
  }
}
