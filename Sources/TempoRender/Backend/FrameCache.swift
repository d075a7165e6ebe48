/// Values made for recent frames, so that what a frame draws again is not made again (package).
///
/// Two generations: a value used in this frame or the previous one is reused; at the end of a
/// frame the values the frame did not use are dropped, so memory stays bounded by two frames.
@MainActor
package final class FrameCache<Key: Hashable, Value> {
  private var current: [Key: Value] = [:]
  private var previous: [Key: Value] = [:]

  /// Creates an empty cache.
  package init() {}

  /// The value for `key`, made with `make` unless this frame or the previous one made it; a
  /// `nil` from `make` is not kept.
  package func value(for key: Key, make: () throws -> Value?) rethrows -> Value? {
    if let value = current[key] { return value }
    guard let value = try previous.removeValue(forKey: key) ?? make() else { return nil }
    current[key] = value
    return value
  }

  /// Ends a frame: what it used is kept for the next; everything older is dropped.
  package func endFrame() {
    // Swapped, not copied: the emptied dictionary then owns its storage alone, so emptying it
    // keeps that storage instead of allocating a new one each frame.
    swap(&previous, &current)
    current.removeAll(keepingCapacity: true)
  }

  /// The number of values kept.
  package var count: Int { previous.count + current.count }
}
