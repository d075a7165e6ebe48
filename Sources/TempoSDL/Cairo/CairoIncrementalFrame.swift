import CCairo
import Foundation

/// A cairo frame kept from one display list to the next (internal): each list is compared
/// with the last one drawn (``DisplayListDamage``) and only the boxes it changes are cleared
/// and redrawn, clipped, over the kept pixels, which gives the same bytes as drawing it whole.
/// The first list, a new size, scale or background, and a change over most of the frame are
/// drawn whole.
@MainActor
final class CairoIncrementalFrame {
  /// Draws the display lists.
  let painter: CairoPainter
  /// The kept pixels (`nil` before the first list).
  private(set) var target: CairoSurface?
  /// The last list drawn, as compared; `nil` when the next one must be drawn whole.
  private var last: DisplayListDamage.Frame?

  /// Draws with `painter`.
  init(painter: CairoPainter) {
    self.painter = painter
  }

  /// Draws `list` at `scale` (device pixels per point) on a `width` × `height` pixel frame,
  /// made anew when the size changes, and returns what changed in it.
  ///
  /// Throws a ``TempoSDLError`` if the frame cannot be made or text cannot be rasterised (the
  /// rest is still drawn, and the next list is drawn whole).
  @discardableResult
  func draw(_ list: DisplayList, scale: Double, width: Int, height: Int) throws
    -> DisplayListDamage.Damage
  {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let target = try surface(width: width, height: height)
    let painter = painter
    let (frame, damage) = DisplayListDamage.frame(
      list, scale: scale, pixelWidth: width, pixelHeight: height, over: last,
      text: { text, fontSize, color, origin, transform, opacity, bold in
        painter.textBounds(
          text, fontSize: fontSize, color: color, origin: origin, transform: transform,
          opacity: opacity, bold: bold)
      })
    last = nil
    switch damage {
    case .none: break
    case .boxes(let boxes): try painter.redraw(frame, within: boxes, on: target)
    case .full: try painter.draw(list, scale: scale, on: target)
    }
    cairo_surface_flush(target.surface)
    last = frame
    return damage
  }

  /// Forgets the last list: the next one is drawn whole.
  func invalidate() { last = nil }

  /// The kept surface if it is `width` × `height` pixels, else a new one (and the next list is
  /// drawn whole).
  private func surface(width: Int, height: Int) throws -> CairoSurface {
    if let target, target.width == width, target.height == height { return target }
    (target, last) = (nil, nil)
    guard let made = CairoSurface(width: width, height: height) else {
      throw TempoSDLError(
        .drawFailed, "could not draw the frame",
        reason: "cairo could not make a \(width) × \(height) px image surface")
    }
    target = made
    return made
  }
}
