/// A source of time for an ``AnimationEngine``, in seconds on an arbitrary fixed origin.
///
/// A window's run loop implements it with each frame's expected presentation time; tests and
/// the recorder use ``ManualClock``.
@MainActor
public protocol AnimationClock: AnyObject {
  /// The current time, in seconds.
  var now: TimeInterval { get }
}
