import Foundation
import TempoScene

extension CoverageRasterizer {
  /// How far a chord of a curve may stray from it, in device pixels (as cairo's default).
  package static let defaultTolerance = 0.1

  /// Starts a fill of `path`, its points mapped by `transform` to device pixels, over the pixels
  /// of `clip` its control points' bounds touch (in one band, however many: see
  /// ``fill(_:transform:clip:source:into:wordsPerRow:tolerance:)`` for frames), and adds its
  /// outline: every subpath closed, curves flattened to chords within `tolerance` pixels.
  ///
  /// Returns `false`, adding nothing, when a point is not finite or the path touches no pixel
  /// of `clip`.
  package mutating func begin(
    _ path: Path, transform: AffineTransform2D, clip: DisplayListDamage.PixelBox,
    tolerance: Double = defaultTolerance
  ) -> Bool {
    guard let touched = Self.touchedBox(of: path, transform: transform, clip: clip) else {
      return false
    }
    begin(touched)
    addOutline(of: path, transform: transform, tolerance: tolerance)
    return true
  }

  /// The pixels of `clip` that the bounds of `path`'s control points mapped by `transform`
  /// touch; `nil` when none, or when a point is not finite.
  package static func touchedBox(
    of path: Path, transform: AffineTransform2D, clip: DisplayListDamage.PixelBox
  ) -> DisplayListDamage.PixelBox? {
    guard let bounds = controlBounds(of: path, transform: transform) else { return nil }
    let touched = DisplayListDamage.PixelBox(covering: bounds, margin: 0).intersection(clip)
    return touched.isEmpty ? nil : touched
  }

  /// The bounds of `path`'s points and control points mapped by `transform` (which hold its
  /// outline), or `nil` when it has none or one is not finite.
  static func controlBounds(of path: Path, transform: AffineTransform2D) -> CGRect? {
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    var finite = true
    func include(_ point: CGPoint) {
      let mapped = transform.apply(to: point)
      let (x, y) = (Double(mapped.x), Double(mapped.y))
      finite = finite && x.isFinite && y.isFinite
      (minX, maxX) = (min(minX, x), max(maxX, x))
      (minY, maxY) = (min(minY, y), max(maxY, y))
    }
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): include(point)
      case .quadCurve(let point, let control):
        include(point)
        include(control)
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .closeSubpath: break
      }
    }
    guard finite, minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Adds the lines of `path`'s outline mapped by `transform`: a line or curve with no current
  /// point starts its subpath at its end, and every subpath is closed back to its start.
  mutating func addOutline(
    of path: Path, transform: AffineTransform2D, tolerance: Double
  ) {
    var start = TessPoint(0, 0)
    var last = start
    var hasCurrentPoint = false
    func lineTo(_ point: TessPoint) {
      addLine(last.x, last.y, point.x, point.y)
      last = point
    }
    func startIfNeeded(at point: TessPoint) {
      if !hasCurrentPoint { (start, last, hasCurrentPoint) = (point, point, true) }
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        lineTo(start)
        (start, last, hasCurrentPoint) = (
          TessPoint(point, transform), TessPoint(point, transform), true
        )
      case .line(let point):
        let end = TessPoint(point, transform)
        startIfNeeded(at: end)
        lineTo(end)
      case .quadCurve(let point, let control):
        let end = TessPoint(point, transform)
        startIfNeeded(at: end)
        PathFlattener.flattenQuad(
          last, TessPoint(control, transform), end, tolerance: tolerance, into: lineTo)
      case .curve(let point, let control1, let control2):
        let end = TessPoint(point, transform)
        startIfNeeded(at: end)
        PathFlattener.flattenCubic(
          last, TessPoint(control1, transform), TessPoint(control2, transform), end,
          tolerance: tolerance, into: lineTo)
      case .closeSubpath:
        lineTo(start)
      }
    }
    lineTo(start)
  }
}
