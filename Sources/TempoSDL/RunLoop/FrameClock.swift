import CSDL2
import Foundation
import Tempo

/// The run loop's `AnimationClock`: each frame's expected presentation time, in seconds.
///
/// ``beginFrame()`` sets ``now`` to the vsync at which the frame being drawn will appear: one
/// frame interval after the monotonic `source`'s reading. While frames follow each other it
/// advances by exactly one interval (vsync cadence, no jitter); after a pause or a stall of
/// more than half an interval it resynchronises with the source. ``now`` never goes back.
@MainActor
public final class FrameClock: AnimationClock {
  /// The time of the frame being drawn (its expected presentation), in seconds.
  public private(set) var now: TimeInterval
  /// The display's frame interval, in seconds.
  public let frameInterval: TimeInterval
  private let source: @MainActor () -> TimeInterval
  private var lastFrame: TimeInterval?

  /// Creates a clock for a display refreshing every `frameInterval` seconds (a non-positive or
  /// non-finite value means 1/60 s), reading monotonic seconds from `source`.
  public init(
    frameInterval: TimeInterval = 1.0 / 60,
    source: @escaping @MainActor () -> TimeInterval = FrameClock.monotonicSeconds
  ) {
    self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
    self.source = source
    now = source()
  }

  /// The frame interval, in seconds, of a display refreshing at `refreshRate` Hz (60 Hz when the
  /// rate is unknown: 0, negative or not finite).
  public static func frameInterval(refreshRate: Double) -> TimeInterval {
    refreshRate.isFinite && refreshRate > 0 ? 1 / refreshRate : 1.0 / 60
  }

  /// Seconds since an arbitrary fixed moment, from SDL's monotonic performance counter.
  public static func monotonicSeconds() -> TimeInterval {
    Double(SDL_GetPerformanceCounter()) / Double(max(SDL_GetPerformanceFrequency(), 1))
  }

  /// The source's current reading, in seconds (not a frame time).
  public var reading: TimeInterval { source() }

  /// Starts a frame: moves ``now`` to the frame's expected presentation time and returns it.
  @discardableResult
  public func beginFrame() -> TimeInterval {
    let earliest = source() + frameInterval
    var next = earliest
    if let lastFrame {
      let cadence = lastFrame + frameInterval
      if earliest < cadence + frameInterval / 2 { next = cadence }
    }
    next = max(next, now)
    now = next
    lastFrame = next
    return next
  }

  /// Seconds to wait before drawing so that the frame is not drawn ahead of its vsync (0 if late).
  public var pacingDelay: TimeInterval {
    max(0, now - frameInterval - source())
  }
}
