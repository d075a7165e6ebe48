import CCairo
import CSDL2
import Foundation
import Tempo
import TempoSDL
import TempoScene

extension CairoPainter {
  /// Draws one line of text in `style` whose top-left corner is `origin` under `transform` (to
  /// pixels), as the ``GLCanvas`` does: each run shaped and rasterised by SDL_ttf at the font
  /// size times the transform's vertical scale, placed on a whole pixel unless rotated, turned
  /// about their origin by a rotation (flipped by a mirror); emoji the face lacks in colour from
  /// its emoji font, scaled to the text's size on the same baseline; skew is not drawn.
  func drawText(
    _ text: String, fontSize: Double, style: FontStyle, color: Color, origin: CGPoint,
    transform: AffineTransform2D, opacity: Double, context: OpaquePointer
  ) throws {
    guard
      let place = TextPlacement(
        text, fontSize: fontSize, color: color, origin: origin, transform: transform,
        opacity: opacity)
    else { return }
    try place.forEachRun(
      of: text, fontSize: fontSize, style: style, face: face,
      image: { key, placed in try runImage(key, placed, place: place) },
      draw: { run in paint(run, place: place, context: context) })
  }

  /// The cached image of one run of a line (made and cached when missing): in the colour of
  /// `place` with `font`, or in its own colours with the emoji font.
  private func runImage(
    _ key: TextTextureCache<CairoSurface>.Key, _ placed: ShapedLine.Placed, place: TextPlacement
  ) throws -> CairoSurface {
    try textCache.image(for: key) {
      let color =
        placed.run.isEmoji
        ? SDL_Color(r: 255, g: 255, b: 255, a: 255)
        : SDL_Color(r: place.rgb.r, g: place.rgb.g, b: place.rgb.b, a: 255)
      return try placed.font.cairoImage(for: placed.run.text, color: color)
    }
  }

  /// Paints a run's image at its place, turned about its corner when the text is rotated.
  private func paint(
    _ run: TextPlacement.RunImage<CairoSurface>, place: TextPlacement, context: OpaquePointer
  ) {
    let image = run.image
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_translate(context, run.corner.x, run.corner.y)
    if place.rotated { cairo_rotate(context, place.angle) }
    if place.mirrored { cairo_scale(context, -1, 1) }
    cairo_scale(context, run.stretch.x, run.stretch.y)
    cairo_set_source_surface(context, image.surface, 0, 0)
    let exact = !place.rotated && run.stretch == (1, 1)
    cairo_pattern_set_filter(
      cairo_get_source(context), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
    cairo_clip(context)
    cairo_paint_with_alpha(context, place.alpha)
    cairo_restore(context)
  }
}

extension CairoPainter {
  /// The device-pixel box that
  /// ``drawText(_:fontSize:style:color:origin:transform:opacity:context:)`` covers with these
  /// arguments (its runs' images, turned as drawn), or `nil` when it draws nothing; the whole
  /// plane when the font cannot be loaded. Rasterises runs not yet cached.
  func textBounds(
    _ text: String, fontSize: Double, color: Color, origin: CGPoint,
    transform: AffineTransform2D, opacity: Double, style: FontStyle
  ) -> CGRect? {
    guard
      let place = TextPlacement(
        text, fontSize: fontSize, color: color, origin: origin, transform: transform,
        opacity: opacity)
    else { return nil }
    let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    do {
      try place.forEachRun(
        of: text, fontSize: fontSize, style: style, face: face,
        // The images drawText draws (made here when not cached yet).
        image: { key, placed in try runImage(key, placed, place: place) },
        draw: { run in
          let (width, height) = (Double(run.image.width), Double(run.image.height))
          let (cosine, sine) = (cos(place.angle), sin(place.angle))
          for corner in 0..<4 {  // no array literal: nothing allocated per run
            let (u, v) = (corner & 1 == 0 ? 0 : width, corner < 2 ? 0 : height)
            let x = u * run.stretch.x * (place.mirrored ? -1 : 1)
            let y = v * run.stretch.y
            let point = (
              run.corner.x + x * cosine - y * sine, run.corner.y + x * sine + y * cosine
            )
            (minX, maxX) = (min(minX, point.0), max(maxX, point.0))
            (minY, maxY) = (min(minY, point.1), max(maxY, point.1))
          }
        })
    } catch {
      return everywhere
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
