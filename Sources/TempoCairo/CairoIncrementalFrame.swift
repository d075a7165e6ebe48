import CCairo
import Foundation
import TempoRender
import TempoSDL
import TempoScene

/// A cairo frame kept from one display list to the next (internal): each list is compared
/// with the last one drawn (``DisplayListDamage``) and only the boxes it changes are cleared
/// and redrawn, clipped, over the kept pixels, which gives the same bytes as drawing it whole.
/// The first list, a new size, scale or background, and a change over most of the frame are
/// drawn whole.
///
/// Items at the start of the list that stayed the same over the last two lists (what lies
/// under an animation: the stars under a fading popup) are drawn once into a base image; a
/// damaged box is then copied from it and only the items after them are drawn over it.
@MainActor
final class CairoIncrementalFrame {
  /// Draws the display lists.
  let painter: CairoPainter
  /// The kept pixels (`nil` before the first list).
  private(set) var target: CairoSurface?
  /// The last list drawn, as compared; `nil` when the next one must be drawn whole.
  private var last: DisplayListDamage.Frame?
  /// The frame with only its first ``baseCount`` items drawn (`nil` before it is needed).
  private var base: CairoSurface?
  /// How many of the list's first items `base` holds (0: it holds nothing valid).
  private(set) var baseCount = 0
  /// How many first items the last list had in common with the one before it.
  private var lastPrefix = 0
  /// The same for the list before the last one.
  private var previousPrefix = 0

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
    let (frame, damage, prefix) = DisplayListDamage.frame(
      list, scale: scale, pixelWidth: width, pixelHeight: height, over: last,
      text: { text, fontSize, color, origin, transform, opacity, style in
        painter.textBounds(
          text, fontSize: fontSize, color: color, origin: origin, transform: transform,
          opacity: opacity, style: style)
      })
    last = nil
    if prefix < baseCount { baseCount = 0 }
    (previousPrefix, lastPrefix) = (lastPrefix, prefix)
    do {
      try draw(frame, damage: damage, width: width, height: height, prefix: prefix) {
        try painter.draw(list, scale: scale, on: target)
      }
    } catch {
      // Draw what can be drawn, whole; the next list is drawn whole too.
      baseCount = 0
      try? painter.draw(list, scale: scale, on: target)
      cairo_surface_flush(target.surface)
      throw error
    }
    cairo_surface_flush(target.surface)
    last = frame
    return damage
  }

  /// Draws `damage` of `frame` on the target: through the base when its first items stayed
  /// the same over the last two lists (`prefix` and the one before), or with `whole`.
  private func draw(
    _ frame: DisplayListDamage.Frame, damage: DisplayListDamage.Damage, width: Int, height: Int,
    prefix: Int, whole: () throws -> Void
  ) throws {
    guard let target else { return }
    switch damage {
    case .none: break
    case .boxes(let boxes):
      let stable = min(prefix, previousPrefix)
      if stable > baseCount {
        // Draw the items newly found stable over those already in the base.
        let made = try baseSurface(width: width, height: height)
        let drawn = baseCount
        baseCount = 0
        try painter.redraw(
          frame, items: drawn..<stable, within: [frame.box], on: made,
          over: drawn == 0 ? nil : made)
        baseCount = stable
      }
      if baseCount > 0, let base {
        try painter.redraw(
          frame, items: baseCount..<frame.items.count, within: boxes, on: target, over: base)
      } else {
        try painter.redraw(frame, within: boxes, on: target)
      }
    case .full: try whole()
    }
  }

  /// Forgets the last list: the next one is drawn whole.
  func invalidate() { (last, baseCount) = (nil, 0) }

  /// The base image, made or remade at `width` × `height` pixels.
  private func baseSurface(width: Int, height: Int) throws -> CairoSurface {
    if let base, base.width == width, base.height == height { return base }
    base = nil
    let made = try Self.makeSurface(width: width, height: height)
    base = made
    return made
  }

  /// The kept surface if it is `width` × `height` pixels, else a new one (and the next list is
  /// drawn whole).
  private func surface(width: Int, height: Int) throws -> CairoSurface {
    if let target, target.width == width, target.height == height { return target }
    (target, last, baseCount) = (nil, nil, 0)
    let made = try Self.makeSurface(width: width, height: height)
    target = made
    return made
  }

  /// A new `width` × `height` pixel image; throws a ``TempoSDLError`` when cairo cannot make it.
  private static func makeSurface(width: Int, height: Int) throws -> CairoSurface {
    guard let made = CairoSurface(width: width, height: height) else {
      throw TempoSDLError(
        .drawFailed, "could not draw the frame",
        reason: "cairo could not make a \(width) × \(height) px image surface")
    }
    return made
  }
}
