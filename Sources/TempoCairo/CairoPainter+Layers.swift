import CCairo

extension CairoPainter {
  /// Starts a layer: what is drawn next goes into a transparent cairo group (solid fills
  /// through cairo too) until ``popLayer(_:)`` paints it at `opacity`.
  func pushLayer(opacity: Double, context: OpaquePointer) {
    if layerDepth == 0, let fillTarget {
      cairo_surface_mark_dirty(fillTarget.surface)
      fillTargetUnderLayers = fillTarget
      self.fillTarget = nil
    }
    layerOpacities.append(min(max(opacity, 0), 1))
    layerDepth += 1
    cairo_push_group(context)
  }

  /// Ends the innermost layer: paints the group over what is under it at the layer's opacity
  /// (cairo's OVER on premultiplied pixels); after the last one, solid fills go straight into
  /// the surface again.
  func popLayer(_ context: OpaquePointer) {
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, layerOpacities.popLast() ?? 1)
    layerDepth -= 1
    if layerDepth == 0, let target = fillTargetUnderLayers {
      cairo_surface_flush(target.surface)
      fillTarget = target
      fillTargetUnderLayers = nil
    }
  }
}
