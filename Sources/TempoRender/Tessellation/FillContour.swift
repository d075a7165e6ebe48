/// Internal: one closed outline of a fill, cleaned up and measured, in device pixels.
struct FillContour: Sendable {
  /// The corners in order, without repeats or a closing duplicate.
  var points: [TessPoint]
  /// The shoelace area, in square pixels: positive for one direction, negative for the other.
  var signedArea: Double
  /// The length of the closed outline, in pixels.
  var perimeter: Double

  /// The contour of `points`, or `nil` if it has fewer than three corners or (almost) no area.
  init?(_ points: [TessPoint]) {
    var cleaned = points
    while cleaned.count > 1, let first = cleaned.first, let last = cleaned.last, first == last {
      cleaned.removeLast()
    }
    guard cleaned.count >= 3 else { return nil }
    var area = 0.0
    var perimeter = 0.0
    var previous = cleaned[cleaned.count - 1]
    for point in cleaned {
      area += previous.cross(point)
      perimeter += (point - previous).length
      previous = point
    }
    area *= 0.5
    guard area.isFinite, perimeter.isFinite, abs(area) > 1e-9 * max(1, perimeter) else {
      return nil
    }
    (self.points, self.signedArea, self.perimeter) = (cleaned, area, perimeter)
  }

  /// The contour traced the other way round.
  func reversed() -> FillContour {
    var copy = self
    copy.points.reverse()
    copy.signedArea = -signedArea
    return copy
  }

  /// Whether `point` is inside the contour by the even-odd rule (crossings of a ray towards +x).
  func contains(_ point: TessPoint) -> Bool {
    var inside = false
    var previous = points[points.count - 1]
    for current in points {
      if (current.y > point.y) != (previous.y > point.y) {
        let x =
          current.x + (point.y - current.y) * (previous.x - current.x) / (previous.y - current.y)
        if point.x < x { inside.toggle() }
      }
      previous = current
    }
    return inside
  }
}
