/// How an outline is stroked: width, caps, joins, miter limit and dashes (SwiftUI's names and
/// defaults).
///
/// Lengths are in the path's points; a renderer scales them with the transform.
public struct StrokeStyle: Hashable, Sendable {
  /// The stroke's width, in points, centred on the outline.
  public var lineWidth: Double
  /// How open ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// The longest a miter join may be, as a multiple of the line width (1/sin(θ/2) for a corner
  /// of angle θ); sharper corners are bevelled.
  public var miterLimit: Double
  /// Alternating lengths, in points, of dashes and gaps, starting with a dash; empty for a
  /// solid line. An odd count is repeated once to make it even.
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts, in points.
  public var dashPhase: Double

  /// Creates a stroke style; the defaults are SwiftUI's (1 point, butt caps, miter joins with a
  /// limit of 10, solid).
  public init(
    lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
