import Foundation
import TempoScene

/// A tap that reports where it happened (SwiftUI's `SpatialTapGesture`): it ends at the
/// release of its `count`-th click in a row, with the release's location.
public struct SpatialTapGesture: Gesture, PartsGesture {
  /// Where the tap happened.
  public struct Value: Equatable, Sendable {
    /// The tap's location, in the gesture's coordinate space (points).
    public var location: CGPoint
  }

  /// How many taps in a row make the gesture, counted as ``TapGesture/count``.
  public var count: Int
  /// The space ``Value/location`` is measured in: the view's own points or the window's.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps reporting locations in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  var parts: GestureParts<Value> {
    let isGlobal = coordinateSpace == .global
    return GestureParts(
      kind: .tap(count: count),
      value: { Value(location: isGlobal ? $0.windowLocation : $0.location) })
  }
}
