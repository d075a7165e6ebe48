import CCairo
import Tempo
import TempoRender
import TempoSDL
import TempoScene

extension CairoPainter {
  /// Draws an image command: the image (``ImageRaster``, cached while it is drawn at the same
  /// pixel size) as a pattern stretched over `rect` under the command's transform, painted
  /// inside the clip path at `opacity`, or used as a mask for the tint when there is one.
  /// Sampled with cairo's good filter, its edges padded.
  func drawImage(
    _ source: ImageSource, rect: CGRect, clip: Path, tint: Color?,
    transform: AffineTransform2D, opacity: Double, scale: Double, context: OpaquePointer
  ) {
    let alpha = min(max(opacity * (tint?.opacity ?? 1), 0), 1)
    let device = transform.concatenating(.scale(x: scale, y: scale))
    let (width, height) = (Double(rect.width), Double(rect.height))
    guard alpha > 0, width > 0, height > 0, Self.isInvertible(device) else { return }
    let key = ImageRaster.Key(
      source, width: width * (device.a * device.a + device.b * device.b).squareRoot(),
      height: height * (device.c * device.c + device.d * device.d).squareRoot())
    guard
      let image = imageSurfaces.value(
        for: key, make: { ImageRaster.image(for: key).flatMap { CairoSurface(image: $0) } }),
      let pattern = cairo_pattern_create_for_surface(image.surface)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    // The pattern's matrix maps local points to the image's pixels.
    let (scaleX, scaleY) = (Double(image.width) / width, Double(image.height) / height)
    var toPixels = cairo_matrix_t(
      xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: -Double(rect.minX) * scaleX,
      y0: -Double(rect.minY) * scaleY)
    cairo_pattern_set_matrix(pattern, &toPixels)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_save(context)
    CairoPath.setMatrix(device, on: context)
    cairo_new_path(context)
    CairoPath.append(clip, transform: .identity, to: context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    cairo_clip(context)
    if let tint {
      cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, alpha)
      cairo_mask(context, pattern)
    } else {
      cairo_set_source(context, pattern)
      cairo_paint_with_alpha(context, alpha)
    }
    cairo_restore(context)
  }
}
