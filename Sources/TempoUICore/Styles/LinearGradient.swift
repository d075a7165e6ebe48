import Tempo
import TempoScene

/// Colours along a line from one unit point of the filled shape's frame to another (SwiftUI's
/// `LinearGradient`): constant across the line, the first and last colours beyond its ends. As
/// a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A gradient from `startPoint` (location 0) to `endPoint` (location 1), unit points of the
  /// filled frame.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
  }

  /// A gradient of `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient of `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  var stylePaint: StylePaint { gradient.paint(.linear(start: startPoint, end: endPoint)) }
}
