import CCairo
import Foundation
import Tempo
import TempoRender
import TempoScene

extension CairoPainter {
  /// The pixels of the frame the painter writes solid fills into itself (internal).
  struct FillTarget {
    /// The surface's first pixel word.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Words per row of the surface.
    let wordsPerRow: Int
    /// The surface, marked dirty when the painter is done with it.
    let surface: OpaquePointer
  }

  /// Starts writing solid fills straight into `target`'s pixels, clipped to all of it (unless
  /// ``fillsWithCairo``); ends with ``endSolidFills()``.
  func beginSolidFills(on target: CairoSurface) {
    fillClips.removeAll(keepingCapacity: true)
    clipStack.removeAll(keepingCapacity: true)
    guard !fillsWithCairo else { return }
    cairo_surface_flush(target.surface)
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(target.surface))
    fillTarget = data.map {
      FillTarget(
        pixels: $0.assumingMemoryBound(to: UInt32.self), wordsPerRow: target.stride / 4,
        surface: target.surface)
    }
    let whole = DisplayListDamage.PixelBox(
      minX: 0, minY: 0, maxX: target.width, maxY: target.height)
    clipStack.append(whole)
    fillClips.append(whole)
  }

  /// Tells cairo the pixels were written, and goes back to cairo's fills.
  func endSolidFills() {
    if let fillTarget { cairo_surface_mark_dirty(fillTarget.surface) }
    fillTarget = nil
  }

  /// Fills `path` (mapped by `transform` to device pixels) in `color` × `opacity` with the
  /// non-zero rule into the ``fillTarget``, within ``fillClips``: exact-area coverage, rounded
  /// to 1/255, blended OVER in premultiplied 8-bit, as cairo's image surface blends.
  func fillSolid(
    _ path: Path, color: Color, opacity: Double, transform: AffineTransform2D,
    into target: FillTarget
  ) {
    guard let source = PremultipliedARGB32.word(color, opacity: opacity) else { return }
    for clip in fillClips {
      rasterizer.fill(
        path, transform: transform, clip: clip, source: source, into: target.pixels,
        wordsPerRow: target.wordsPerRow)
    }
  }

  /// Intersects the solid fills' clip with `box` (device pixels), remembering the one before.
  func pushFillClip(_ box: DisplayListDamage.PixelBox) {
    guard let outer = clipStack.last else { return }
    let inner = outer.intersection(box)
    clipStack.append(inner)
    fillClips.removeAll(keepingCapacity: true)
    fillClips.append(inner)
  }

  /// Goes back to the solid fills' clip before the last ``pushFillClip(_:)``.
  func popFillClip() {
    guard clipStack.count > 1 else { return }
    clipStack.removeLast()
    fillClips.removeAll(keepingCapacity: true)
    fillClips.append(clipStack[clipStack.count - 1])
  }

  /// Clips the solid fills of one item of a redrawn frame to the damaged `boxes` within `clip`.
  func clipFills(to boxes: [DisplayListDamage.PixelBox], within clip: DisplayListDamage.PixelBox?) {
    fillClips.removeAll(keepingCapacity: true)
    guard let whole = clipStack.first else { return }
    for box in boxes {
      let inside = box.intersection(clip.map { whole.intersection($0) } ?? whole)
      if !inside.isEmpty { fillClips.append(inside) }
    }
  }
}
