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
    let alpha = min(max(color.opacity * opacity, 0), 1)
    guard !text.isEmpty, alpha > 0, fontSize > 0 else { return }
    let scaleX = hypot(transform.a, transform.b)
    let scaleY = hypot(transform.c, transform.d)
    guard scaleX > 1e-6, scaleY > 1e-6, scaleX.isFinite, scaleY.isFinite else { return }
    let wanted = fontSize * scaleY
    let pixelSize = Canvas.pixelSize(fontSize: wanted)
    let rgb = ColorBytes.sdlColor(color, opacity: 1)
    let key = TextTextureCache<CairoSurface>.Key(
      text: text, pixelSize: pixelSize, bold: bold, red: rgb.r, green: rgb.g, blue: rgb.b)
    let image: CairoSurface
    if let cached = textCache.texture(for: key) {
      image = cached
    } else {
      let font = try face.font(pixelSize: pixelSize, bold: bold)
      image = try font.cairoImage(for: text, color: SDL_Color(r: rgb.r, g: rgb.g, b: rgb.b, a: 255))
      textCache.store(image, for: key)
    }
    let ratio = wanted / Double(pixelSize)
    var corner = transform.apply(to: origin)
    guard corner.x.isFinite, corner.y.isFinite else { return }
    let rotated = abs(transform.b) > 1e-9 || transform.a < 0
    if !rotated {
      corner = CGPoint(x: corner.x.rounded(), y: corner.y.rounded())
    }
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_translate(context, corner.x, corner.y)
    if rotated { cairo_rotate(context, atan2(transform.b, transform.a)) }
    cairo_scale(context, ratio * scaleX / scaleY, ratio)
    cairo_set_source_surface(context, image.surface, 0, 0)
    let exact = !rotated && ratio == 1 && scaleX == scaleY
    cairo_pattern_set_filter(
      cairo_get_source(context), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
    cairo_clip(context)
    cairo_paint_with_alpha(context, alpha)
    cairo_restore(context)
  }
}
