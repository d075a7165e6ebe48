import CCairo
import CSDL2
import Foundation

extension CairoPainter {
  /// Draws one line of text whose top-left corner is `origin` under `transform` (to pixels), as
  /// the ``Canvas`` does: SDL_ttf's glyphs rasterised at the font size times the transform's
  /// vertical scale, placed on a whole pixel unless rotated, turned about their origin by a
  /// rotation; skew is not drawn.
  func drawText(
    _ text: String, fontSize: Double, bold: Bool, color: Color, origin: CGPoint,
    transform: AffineTransform2D, opacity: Double, context: OpaquePointer
  ) throws {
    guard
      let place = TextPlacement(
        text, fontSize: fontSize, color: color, origin: origin, transform: transform,
        opacity: opacity)
    else { return }
    let color = SDL_Color(r: place.rgb.r, g: place.rgb.g, b: place.rgb.b, a: 255)
    let image = try textCache.image(for: place.key(text, bold: bold)) {
      try face.font(pixelSize: place.pixelSize, bold: bold).cairoImage(for: text, color: color)
    }
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_translate(context, place.corner.x, place.corner.y)
    if place.rotated { cairo_rotate(context, place.angle) }
    cairo_scale(context, place.stretch.x, place.stretch.y)
    cairo_set_source_surface(context, image.surface, 0, 0)
    let exact = !place.rotated && place.stretch == (1, 1)
    cairo_pattern_set_filter(
      cairo_get_source(context), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
    cairo_clip(context)
    cairo_paint_with_alpha(context, place.alpha)
    cairo_restore(context)
  }
}
