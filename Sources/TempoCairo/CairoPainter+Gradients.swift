import CCairo
import TempoRender
import TempoScene

extension CairoPainter {
  /// Draws a gradient command: its path filled, or stroked in `style`, with the gradient drawn
  /// into the device pixels it covers (``GradientImage``, cached while the command stays where
  /// it is) as the source, at `opacity` (through a group when below 1).
  func drawGradient(
    _ command: DrawCommand, path: Path, paint: GradientPaint, style: StrokeStyle?,
    transform: AffineTransform2D, opacity: Double, scale: Double, context: OpaquePointer
  ) {
    let alpha = min(max(opacity, 0), 1)
    let target = cairo_get_target(context)
    let frame = DisplayListDamage.PixelBox(
      minX: 0, minY: 0, maxX: Int(cairo_image_surface_get_width(target)),
      maxY: Int(cairo_image_surface_get_height(target)))
    let device = transform.concatenating(.scale(x: scale, y: scale))
    guard alpha > 0, Self.isInvertible(device),
      let box = GradientImage.box(of: command, scale: scale, within: frame)
    else { return }
    let key = GradientImage.Key(paint: paint, transform: device, box: box)
    guard
      let image = gradientImages.value(
        for: key, make: { GradientImage(key).flatMap { CairoSurface(image: $0.image) } })
    else { return }
    if style?.lineWidth ?? 1 <= 0 { return }
    cairo_save(context)
    if alpha < 1 { cairo_push_group(context) }
    cairo_identity_matrix(context)
    cairo_set_source_surface(context, image.surface, Double(box.minX), Double(box.minY))
    cairo_new_path(context)
    if let style {
      CairoPath.setMatrix(device, on: context)
      CairoPath.append(path, transform: .identity, to: context)
      CairoPath.apply(style, to: context)
      cairo_stroke(context)
    } else {
      CairoPath.append(path, transform: device, to: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_fill(context)
    }
    if alpha < 1 {
      cairo_pop_group_to_source(context)
      cairo_identity_matrix(context)
      cairo_paint_with_alpha(context, alpha)
    }
    cairo_restore(context)
  }
}
