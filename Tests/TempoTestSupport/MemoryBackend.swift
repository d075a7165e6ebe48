import Foundation
import TempoRender
import TempoScene

/// A ``RenderBackend`` in plain Swift, for tests: it logs what it is asked to draw and
/// rasterises fills and strokes in memory.
///
/// Fills and strokes are tessellated with `Tessellator` and each mesh is sampled at pixel
/// centres, its coverage multiplying the colour's alpha (source-over blending); clips are
/// rectangles rounded out to whole pixels, as the SDL backend does; a layer is a transparent
/// premultiplied frame blended over the one under it when it ends. Text is logged and measured
/// with fixed metrics but not drawn.
@MainActor
package final class MemoryBackend: RenderBackend {
  /// The frame's width, in device pixels.
  package let pixelWidth: Int
  /// The frame's height, in device pixels.
  package let pixelHeight: Int
  /// Device pixels per point.
  package let scale: Double
  /// Measures text (fixed metrics unless another measurer is given).
  package let textMeasurer: any TextMeasurer
  /// One entry per call: "render" or "present at T", then the list's `DisplayList.dump()`.
  package private(set) var log: [String] = []

  /// Creates a backend for frames of `size` points at `scale` device pixels per point
  /// (at least one pixel each way).
  package init(
    size: CGSize, scale: Double = 1, textMeasurer: any TextMeasurer = FixedMetricsTextMeasurer()
  ) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.scale = scale
    pixelWidth = max(Int((size.width * scale).rounded()), 1)
    pixelHeight = max(Int((size.height * scale).rounded()), 1)
    self.textMeasurer = textMeasurer
  }

  /// Logs and rasterises `list`.
  package func render(_ list: DisplayList) throws -> RGBAImage {
    log.append("render\n" + list.dump())
    return rasterise(list)
  }

  /// Logs `list` with its time; nothing is shown.
  package func present(_ list: DisplayList, at time: TimeInterval) throws {
    log.append("present at \(time)\n" + list.dump())
  }

  /// The frame `list` draws.
  func rasterise(_ list: DisplayList) -> RGBAImage {
    var canvas = MeshRasterizer(width: pixelWidth, height: pixelHeight, background: list.background)
    let toPixels = AffineTransform2D.scale(x: scale, y: scale)
    for command in list.commands {
      switch command {
      case .fill(let path, let color, let transform, let opacity):
        let mesh = Tessellator.fill(path, transform: transform.concatenating(toPixels))
        canvas.draw(mesh, color: color, opacity: opacity)
      case .stroke(let path, let color, let style, let transform, let opacity):
        let mesh = Tessellator.stroke(
          path, style: style, transform: transform.concatenating(toPixels))
        canvas.draw(mesh, color: color, opacity: opacity)
      case .gradient(let path, let paint, let style, let transform, let opacity):
        let device = transform.concatenating(toPixels)
        guard let toLocal = device.inverted else { break }
        let mesh =
          style.map { Tessellator.stroke(path, style: $0, transform: device) }
          ?? Tessellator.fill(path, transform: device)
        canvas.draw(mesh, opacity: opacity) { x, y in
          paint.color(at: toLocal.apply(to: CGPoint(x: x, y: y)))
        }
      case .text, .image, .pushGradientMask, .popGradientMask:
        break
      case .pushClip(let rect):
        canvas.pushClip(rect, scale: scale)
      case .popClip:
        canvas.popClip()
      case .pushLayer(let opacity):
        canvas.pushLayer(opacity: opacity)
      case .popLayer:
        canvas.popLayer()
      }
    }
    return canvas.image
  }
}
