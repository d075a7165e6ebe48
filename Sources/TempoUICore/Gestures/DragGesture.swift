import Foundation
import TempoScene

/// A press that moves: reports where the pointer is and how far it went while the button is
/// held (SwiftUI's `DragGesture`).
///
/// It starts once the pointer has moved `minimumDistance` points from where it was pressed (at
/// the press itself for 0); from then each move is a change, and the release ends it. A press
/// released sooner is no drag.
public struct DragGesture: Gesture, PartsGesture {
  /// The pointer's state during a drag.
  public struct Value: Equatable, Sendable {
    /// When this value was taken.
    public var time: Date
    /// Where the pointer is, in the gesture's coordinate space (points).
    public var location: CGPoint
    /// Where the press began, in the gesture's coordinate space (points).
    public var startLocation: CGPoint
    /// How fast the pointer moves, in points per second (over its last 0.1 s).
    public var velocity: CGSize

    /// How far the pointer moved since the press, in points.
    public var translation: CGSize

    /// Where the pointer would come to rest if it carried on and slowed down as a flicked
    /// scroll view does (UIKit's normal deceleration: 0.499 × the velocity ahead), in points.
    public var predictedEndLocation: CGPoint {
      CGPoint(
        x: location.x + velocity.width * Self.projection,
        y: location.y + velocity.height * Self.projection)
    }

    /// ``translation`` at ``predictedEndLocation``, in points.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: translation.width + velocity.width * Self.projection,
        height: translation.height + velocity.height * Self.projection)
    }

    /// Seconds of the current velocity a flick carries on for: UIKit's normal deceleration
    /// rate, 0.998 per millisecond, summed to rest (0.998 / (1 − 0.998) ms).
    static let projection = 0.998 / (1 - 0.998) / 1000

    init(_ sample: GestureSample) {
      time = sample.time
      location = sample.location
      startLocation = sample.startLocation
      velocity = sample.velocity
      translation = sample.translation
    }
  }

  /// How far, in points, the pointer must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space ``Value/location`` and ``Value/startLocation`` are in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that starts after `minimumDistance` points (10 by default), with locations in
  /// `coordinateSpace` (the view's own by default).
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  var parts: GestureParts<Value> {
    GestureParts(
      kind: .drag(minimumDistance: Double(minimumDistance), coordinateSpace: coordinateSpace),
      value: { Value($0) })
  }
}
