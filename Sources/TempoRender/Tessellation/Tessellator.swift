import TempoScene

/// Turns paths into anti-aliased triangle meshes in device pixels, for `SDL_RenderGeometry`.
///
/// Pure geometry: no SDL, no allocation per vertex. Curves are flattened so that no chord strays
/// more than `tolerance` device pixels from its curve. Every outline gets a one-pixel fringe: the
/// coverage is 1 half a pixel inside the outline, 0 half a pixel outside, so the outline itself is
/// drawn at coverage 0.5, and the coverage summed over the mesh approximates the exact area.
///
/// What is supported, and what is not:
/// - Fill: every subpath is closed and filled; concave simple polygons (stars) are triangulated
///   exactly. A subpath inside another one of opposite direction is a hole, as non-zero winding
///   says. Subpaths that overlap or nest in the same direction are each filled on their own, so
///   the overlap is drawn twice (invisible for opaque colours, darker for translucent ones); a
///   self-intersecting subpath is triangulated approximately.
/// - Shapes thinner than a pixel are inset less and drawn fainter, keeping their total coverage
///   about equal to their area, so they fade rather than turn inside out.
/// - Stroke: a ``StrokeStyle``'s butt, square and round caps, miter joins up to its miter limit
///   (bevelled beyond), bevel and round joins, and dashes. Under a non-uniform scale the width
///   and dash lengths scale by √|det|, so strokes do not get thicker along one axis. Bevelled
///   and round joins overlap themselves slightly on their inner side (visible only when
///   translucent); zero-length dashes are not drawn, even with round or square caps.
/// - Degenerate input (empty, zero area, a single point, NaN or infinite coordinates, a singular
///   transform) gives an empty mesh.
package enum Tessellator {
  /// The longest a fill's anti-aliasing fringe may reach out at a corner, as a multiple of its
  /// width (SVG's default miter limit, 4); sharper corners are bevelled.
  package static let miterLimit = 4.0

  /// Fills `path` (non-zero winding) after mapping it through `transform` (points → device pixels).
  ///
  /// - Parameters:
  ///   - path: The outline to fill, in points; every subpath is treated as closed.
  ///   - transform: Maps points to device pixels.
  ///   - tolerance: The largest distance, in device pixels, between a curve and its chords.
  /// - Returns: Interior triangles at coverage 1 and a fringe falling to coverage 0.
  package static func fill(_ path: Path, transform: AffineTransform2D, tolerance: Double = 0.2)
    -> TriangleMesh
  {
    guard let subpaths = PathFlattener.flatten(path, transform: transform, tolerance: tolerance)
    else { return TriangleMesh() }
    return FillTessellator.fill(subpaths)
  }

  /// Strokes `path` in `style` (lengths in points, scaled by the transform) after mapping it.
  ///
  /// - Parameters:
  ///   - path: The outline to stroke, in points; open subpaths get the style's caps, closed
  ///     ones joins all round.
  ///   - style: Width, caps, joins, miter limit and dashes; a width under one device pixel is
  ///     drawn one pixel wide at a coverage equal to the width.
  ///   - transform: Maps points to device pixels.
  ///   - tolerance: The largest distance, in device pixels, between a curve or arc and its
  ///     chords.
  /// - Returns: The stroke's triangles with an anti-aliasing fringe on both sides and the caps.
  package static func stroke(
    _ path: Path, style: StrokeStyle, transform: AffineTransform2D, tolerance: Double = 0.2
  ) -> TriangleMesh {
    let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    var device = style
    device.lineWidth = style.lineWidth * scale
    device.dash = style.dash.map { $0 * scale }
    device.dashPhase = style.dashPhase * scale
    guard device.lineWidth.isFinite, device.lineWidth > 0,
      let subpaths = PathFlattener.flatten(path, transform: transform, tolerance: tolerance)
    else { return TriangleMesh() }
    let tolerance = tolerance.isFinite && tolerance > 0.001 ? tolerance : 0.001
    return StrokeTessellator.stroke(subpaths, style: device, tolerance: tolerance)
  }

  /// Strokes `path` `lineWidth` points wide with butt caps and miter joins (limit 10).
  package static func stroke(
    _ path: Path, lineWidth: Double, transform: AffineTransform2D, tolerance: Double = 0.2
  ) -> TriangleMesh {
    stroke(
      path, style: StrokeStyle(lineWidth: lineWidth), transform: transform, tolerance: tolerance)
  }
}
