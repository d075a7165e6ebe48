import CCairo
import Foundation
import TempoRender
import TempoSDL

extension CairoPainter {
  /// Clears `boxes` (device pixels) of `target` to the frame's background, or copies them
  /// from `base` (the frame with its first `items.lowerBound` items drawn; `target` itself when
  /// it holds them already), and draws in them,
  /// clipped to them, the frame's `items` (default: all) that may touch them; pixels outside
  /// are left as they are. Over the pixels of the last frame drawn, this gives the pixels
  /// drawing `frame` whole would, when `boxes` hold all its damage (``DisplayListDamage``).
  ///
  /// Throws a ``TempoSDLError`` if text cannot be rasterised; the rest is still drawn.
  func redraw(
    _ frame: DisplayListDamage.Frame, items: Range<Int>? = nil,
    within boxes: [DisplayListDamage.PixelBox], on target: CairoSurface,
    over base: CairoSurface? = nil
  ) throws {
    let context = target.context
    cairo_reset_clip(context)
    cairo_identity_matrix(context)
    cairo_new_path(context)
    for box in boxes { Self.addRectangle(box, to: context) }
    cairo_clip(context)
    if base !== target {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      if let base {
        cairo_set_source_surface(context, base.surface, 0, 0)
      } else {
        let background = frame.background
        cairo_set_source_rgba(context, background.red, background.green, background.blue, 1)
      }
      cairo_paint(context)
      cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }
    var firstError: TempoSDLError?
    textCache.beginFrame()
    beginSolidFills(on: target)
    for index in items ?? frame.items.indices {
      let item = frame.items[index]
      guard let bounds = frame.bounds[index], boxes.contains(where: { $0.intersects(bounds) })
      else { continue }
      clipFills(to: boxes, within: item.clip)
      cairo_save(context)
      if let clip = item.clip {
        // The clips pushed around the command, as one box (their intersection).
        cairo_identity_matrix(context)
        cairo_new_path(context)
        Self.addRectangle(clip, to: context)
        cairo_clip(context)
      }
      do {
        try draw(item.command, scale: frame.scale, context: context)
      } catch {
        firstError = firstError ?? GLCanvas.describe(error)
      }
      cairo_restore(context)
    }
    endSolidFills()
    textCache.endFrame()
    cairo_reset_clip(context)
    if let firstError { throw firstError }
  }

  /// Adds `box` to the context's path as a rectangle in device pixels (identity matrix).
  private static func addRectangle(_ box: DisplayListDamage.PixelBox, to context: OpaquePointer) {
    cairo_rectangle(
      context, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX),
      Double(box.maxY - box.minY))
  }
}
