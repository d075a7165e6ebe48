import CCairo
import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene

/// Executes a `DisplayList` with cairo on a ``CairoSurface`` at a scale factor (device pixels
/// per point): the drawing half of the ``CairoRenderer``, shared with a cairo-drawn ``Window``.
///
/// Solid fills (non-zero winding) are rasterised by the painter itself, straight into the
/// surface's pixels within the clip: exact-area coverage by ``CoverageRasterizer``, blended
/// OVER in premultiplied 8-bit, at about a third of cairo's cost on small shapes and with no
/// allocation (``fillsWithCairo`` hands them to cairo instead, to compare). Strokes (caps,
/// joins, miter limit, dashes in the path's points) and gradients are cairo paths under the
/// command's transform, anti-aliased by cairo; text is SDL_ttf's glyph image (as the ``GLCanvas``
/// draws it) composited as a cairo image surface; images are cairo patterns painted inside
/// their clip path; clips are whole device-pixel rectangles, as on the ``GLCanvas``; a layer is
/// a cairo group painted at its opacity when it ends.
@MainActor
final class CairoPainter {
  /// The font all text is drawn with.
  let face: FontFace
  /// Rasterised text, reused across frames.
  let textCache = TextTextureCache<CairoSurface>()
  /// Gradients drawn into image surfaces in the last two frames.
  let gradientImages = FrameCache<GradientImage.Key, CairoSurface>()
  /// Images and icon glyphs drawn in the last two frames.
  let imageSurfaces = FrameCache<ImageRaster.Key, CairoSurface>()
  /// How many clips are pushed (each one a `cairo_save`).
  private var clipDepth = 0
  /// Whether solid fills go through cairo's rasteriser rather than the painter's own (to
  /// compare the two).
  var fillsWithCairo = false
  /// Rasterises solid fills.
  var rasterizer = CoverageRasterizer()
  /// Where solid fills are written while a frame is drawn (`nil`: by cairo).
  var fillTarget: FillTarget?
  /// The disjoint device-pixel boxes the solid fill being drawn is clipped to.
  var fillClips: [DisplayListDamage.PixelBox] = []
  /// The clip of the whole frame, then each pushed clip intersected with those before it.
  var clipStack: [DisplayListDamage.PixelBox] = []
  /// How many layers are open (each a `cairo_push_group`).
  var layerDepth = 0
  /// The open layers' opacities, innermost last.
  var layerOpacities: [Double] = []
  /// The open layers' gradient masks (`nil`: a plain layer), innermost last.
  var layerMasks: [CairoGradientMask?] = []
  /// The solid-fill target set aside while layers are open (their fills go through cairo).
  var fillTargetUnderLayers: FillTarget?

  /// Draws with text in `face`.
  init(face: FontFace) {
    self.face = face
  }

  /// Clears `target` to the list's background and draws its commands at `scale`.
  ///
  /// Throws a ``TempoSDLError`` if text cannot be rasterised; the rest is still drawn.
  func draw(_ list: DisplayList, scale: Double, on target: CairoSurface) throws {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let context = target.context
    cairo_reset_clip(context)
    cairo_identity_matrix(context)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    let background = list.background
    cairo_set_source_rgba(
      context, background.red, background.green, background.blue, 1)
    cairo_paint(context)
    cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    clipDepth = 0
    var firstError: TempoSDLError?
    textCache.beginFrame()
    beginSolidFills(on: target)
    for command in list.commands {
      do {
        try draw(command, scale: scale, context: context)
      } catch {
        firstError = firstError ?? GLCanvas.describe(error)
      }
    }
    while layerDepth > 0 { popLayer(context) }
    endSolidFills()
    while clipDepth > 0 { popClip(context) }
    textCache.endFrame()
    gradientImages.endFrame()
    imageSurfaces.endFrame()
    if let firstError { throw firstError }
  }

  /// Draws one command.
  func draw(_ command: DrawCommand, scale: Double, context: OpaquePointer) throws {
    switch command {
    case .fill(let path, let color, let transform, let opacity):
      if let fillTarget {
        fillSolid(
          path, color: color, opacity: opacity,
          transform: transform.concatenating(.scale(x: scale, y: scale)), into: fillTarget)
        return
      }
      guard setSource(color, opacity: opacity, context: context) else { return }
      // Points go to device pixels here, so a singular transform gives an empty fill rather
      // than an invalid cairo matrix.
      cairo_new_path(context)
      CairoPath.append(
        path, transform: transform.concatenating(.scale(x: scale, y: scale)), to: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_fill(context)
    case .stroke(let path, let color, let style, let transform, let opacity):
      let device = transform.concatenating(.scale(x: scale, y: scale))
      guard style.lineWidth > 0, style.lineWidth.isFinite, Self.isInvertible(device),
        setSource(color, opacity: opacity, context: context)
      else { return }
      cairo_save(context)
      CairoPath.setMatrix(device, on: context)
      cairo_new_path(context)
      CairoPath.append(path, transform: .identity, to: context)
      CairoPath.apply(style, to: context)
      cairo_stroke(context)
      cairo_restore(context)
    case .gradient(let path, let paint, let style, let transform, let opacity):
      drawGradient(
        command, path: path, paint: paint, style: style, transform: transform, opacity: opacity,
        scale: scale, context: context)
    case .text(
      let text, let fontSize, let color, let origin, let transform, let opacity, let bold,
      let style):
      try drawText(
        text, fontSize: fontSize, style: style.resolved(bold: bold), color: color, origin: origin,
        transform: transform.concatenating(.scale(x: scale, y: scale)), opacity: opacity,
        context: context)
    case .image(let source, let rect, let clip, let tint, let transform, let opacity):
      drawImage(
        source, rect: rect, clip: clip, tint: tint, transform: transform, opacity: opacity,
        scale: scale, context: context)
    case .pushClip(let rect):
      pushClip(rect, scale: scale, context: context)
    case .popClip:
      if clipDepth > 0 { popClip(context) }
    case .pushLayer(let opacity):
      pushLayer(opacity: opacity, context: context)
    case .popLayer, .popGradientMask:
      if layerDepth > 0 { popLayer(context) }
    case .pushGradientMask(let paint, let bounds, let transform):
      pushGradientMask(paint, bounds: bounds, transform: transform, scale: scale, context: context)
    }
  }

  /// Sets `color` × `opacity` as the source; `false` when it is fully transparent.
  private func setSource(_ color: Color, opacity: Double, context: OpaquePointer) -> Bool {
    let alpha = min(max(color.opacity * opacity, 0), 1)
    guard alpha > 0 else { return false }
    cairo_set_source_rgba(context, color.red, color.green, color.blue, alpha)
    return true
  }

  /// Whether cairo accepts `transform` as a matrix: finite, with a non-zero determinant.
  static func isInvertible(_ transform: AffineTransform2D) -> Bool {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    let determinant = transform.a * transform.d - transform.b * transform.c
    return entries.allSatisfy(\.isFinite) && determinant.isFinite && abs(determinant) > 1e-12
  }

  /// Intersects the clip with `rect` (window points) rounded out to whole device pixels.
  private func pushClip(_ rect: CGRect, scale: Double, context: OpaquePointer) {
    let rect = rect.standardized
    func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Double {
      let scaled = (value * scale).rounded(rule)
      return min(max(scaled.isNaN ? 0 : scaled, -1_000_000), 1_000_000)
    }
    let (minX, minY) = (pixel(rect.minX, .down), pixel(rect.minY, .down))
    let (maxX, maxY) = (pixel(rect.maxX, .up), pixel(rect.maxY, .up))
    cairo_save(context)
    clipDepth += 1
    cairo_identity_matrix(context)
    cairo_new_path(context)
    cairo_rectangle(context, minX, minY, max(maxX - minX, 0), max(maxY - minY, 0))
    cairo_clip(context)
    pushFillClip(
      DisplayListDamage.PixelBox(minX: Int(minX), minY: Int(minY), maxX: Int(maxX), maxY: Int(maxY))
    )
  }

  /// Ends the innermost clip.
  private func popClip(_ context: OpaquePointer) {
    cairo_restore(context)
    clipDepth -= 1
    popFillClip()
  }
}
