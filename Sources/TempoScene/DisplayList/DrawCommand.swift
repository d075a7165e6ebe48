import Tempo

/// One drawing operation of a ``DisplayList``, fully resolved for the frame.
///
/// Geometry is in the path's or text's local points; `transform` maps it to window points.
/// `opacity` is the product of the node's and its ancestors' opacities (0…1) and multiplies the
/// colour's own opacity.
public enum DrawCommand: Hashable, Sendable {
  /// Fills the path's interior (non-zero winding) with a colour.
  case fill(Path, color: Color, transform: AffineTransform2D, opacity: Double)
  /// Strokes the path's outline with a colour in a ``StrokeStyle`` (width, caps, joins, dashes;
  /// lengths in the path's points).
  case stroke(Path, color: Color, style: StrokeStyle, transform: AffineTransform2D, opacity: Double)
  /// Fills the path's interior (non-zero winding) with a gradient, or strokes its outline in
  /// `style` when one is given; the gradient is placed in the path's local points. (Stored
  /// out of line, so the other commands stay as small as they were.)
  indirect case gradient(
    Path, paint: GradientPaint, style: StrokeStyle?, transform: AffineTransform2D,
    opacity: Double)
  /// Draws one line of text with its top-left corner at `origin` (local points), in `style`'s
  /// face (made bold when `bold` is true).
  case text(
    String, fontSize: Double, color: Color, origin: CGPoint, transform: AffineTransform2D,
    opacity: Double, bold: Bool = false, style: FontStyle = FontStyle())
  /// Draws an image (a file or an icon glyph, see ``ImageSource``) stretched over `rect`
  /// (local points), only inside `clip` (a path in local points, non-zero winding), multiplied
  /// by `tint` when one is given (a template image or a symbol: its alpha in the tint colour).
  /// (Stored out of line, so the other commands stay as small as they were.)
  indirect case image(
    ImageSource, rect: CGRect, clip: Path, tint: Color?, transform: AffineTransform2D,
    opacity: Double)
  /// Limits the following commands to a rectangle in window points, until the matching `popClip`.
  case pushClip(CGRect)
  /// Ends the innermost clip.
  case popClip
  /// Draws the following commands, until the matching `popLayer`, into a transparent offscreen
  /// layer of the frame's size, then blends the layer over the frame at `opacity` (0…1): what
  /// `compositingGroup()` asks for, so overlapping parts do not show through each other. The
  /// commands inside carry their opacity within the layer.
  case pushLayer(opacity: Double)
  /// Ends the innermost layer: blends it over what was drawn before it.
  case popLayer
  /// Draws the following commands, until the matching `popGradientMask`, into a transparent
  /// layer, then paints `paint` (placed in local points) where the layer has alpha: text or a
  /// glyph in a gradient, as `foregroundStyle` with a gradient asks. Only the contents inside
  /// `bounds` (local points, the view's frame; plus a device pixel) are drawn. (Stored out of
  /// line, so the other commands stay as small as they were.)
  indirect case pushGradientMask(
    GradientPaint, bounds: CGRect, transform: AffineTransform2D)
  /// Ends the innermost gradient mask: paints its gradient through the layer's alpha.
  case popGradientMask
}
