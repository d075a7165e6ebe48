import CCairo
import Foundation
import TempoRender
import TempoScene

extension CairoPainter {
  /// Starts a layer: what is drawn next goes into a transparent cairo group (solid fills
  /// through cairo too) until ``popLayer(_:)`` paints it at `opacity`.
  func pushLayer(opacity: Double, mask: CairoGradientMask? = nil, context: OpaquePointer) {
    if layerDepth == 0, let fillTarget {
      cairo_surface_mark_dirty(fillTarget.surface)
      fillTargetUnderLayers = fillTarget
      self.fillTarget = nil
    }
    layerOpacities.append(min(max(opacity, 0), 1))
    layerMasks.append(mask)
    layerDepth += 1
    cairo_push_group(context)
  }

  /// Ends the innermost layer: paints the group over what is under it at the layer's opacity
  /// (cairo's OVER on premultiplied pixels), or for a gradient mask paints the gradient through
  /// the group's alpha inside the mask's box; after the last one, solid fills go straight into
  /// the surface again.
  func popLayer(_ context: OpaquePointer) {
    let opacity = layerOpacities.popLast() ?? 1
    if let mask = layerMasks.popLast() ?? nil, let group = cairo_pop_group(context) {
      let box = mask.box
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_rectangle(
        context, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX),
        Double(box.maxY - box.minY))
      cairo_clip(context)
      cairo_set_source_surface(context, mask.image.surface, Double(box.minX), Double(box.minY))
      cairo_mask(context, group)
      cairo_restore(context)
      cairo_pattern_destroy(group)
    } else {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, opacity)
    }
    layerDepth -= 1
    if layerDepth == 0, let target = fillTargetUnderLayers {
      cairo_surface_flush(target.surface)
      fillTarget = target
      fillTargetUnderLayers = nil
    }
  }

  /// Starts a gradient mask: what is drawn next goes into a group until ``popLayer(_:)``
  /// paints `paint` (placed in local points, ``GradientImage`` cached while it stays where it
  /// is) through the group's alpha, inside `bounds` mapped to device pixels. Off the target
  /// the contents are drawn in their own colours.
  func pushGradientMask(
    _ paint: GradientPaint, bounds: CGRect, transform: AffineTransform2D, scale: Double,
    context: OpaquePointer
  ) {
    let target = cairo_get_target(context)
    let frame = DisplayListDamage.PixelBox(
      minX: 0, minY: 0, maxX: Int(cairo_image_surface_get_width(target)),
      maxY: Int(cairo_image_surface_get_height(target)))
    let device = transform.concatenating(.scale(x: scale, y: scale))
    var mask: CairoGradientMask?
    if Self.isInvertible(device),
      let box = GradientImage.box(ofMask: bounds, device: device, within: frame)
    {
      let key = GradientImage.Key(paint: paint, transform: device, box: box)
      mask = gradientImages.value(
        for: key, make: { GradientImage(key).flatMap { CairoSurface(image: $0.image) } }
      ).map { CairoGradientMask(image: $0, box: box) }
    }
    pushLayer(opacity: 1, mask: mask, context: context)
  }
}

/// The gradient an open gradient mask paints (internal): its image and the device pixels it
/// covers.
struct CairoGradientMask {
  /// The gradient drawn over ``box``.
  let image: CairoSurface
  /// The device pixels painted.
  let box: DisplayListDamage.PixelBox
}
