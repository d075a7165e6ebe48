import CSDL2
import Foundation
import TempoRender
import TempoScene

/// Executes a `DisplayList` on a ``Renderer`` at a scale factor (device pixels per point).
///
/// Fills and strokes become triangle meshes from `Tessellator` drawn with
/// `SDL_RenderGeometry` under alpha blending (vertex alpha = colour opacity × command opacity ×
/// coverage), except solid fills of at most 64 × 64 pixels: their exact coverage is kept in a
/// texture (`MaskAtlas`) and drawn as one tinted quad each; text is rasterised with SDL_ttf at
/// font size × scale pixels and cached as textures; images are their clip's mesh textured with
/// the image (see `drawImage(_:rect:clip:tint:transform:opacity:scale:)`);
/// clips become `SDL_RenderSetClipRect` rectangles; layers, target textures blended when they
/// end (see `CanvasLayer`). `draw` does not present.
@MainActor
public final class GLCanvas {
  /// The renderer drawn on.
  public let renderer: Renderer
  /// The font all text is drawn with.
  public let face: FontFace
  /// Rasterised text, reused across frames.
  let textCache = TextTextureCache<Texture>()
  /// Tessellated shapes of the last two frames.
  let meshCache = MeshCache()
  /// Gradients drawn into textures in the last two frames.
  let gradientTextures = FrameCache<GradientImage.Key, Texture>()
  /// Images and icon glyphs drawn in the last two frames.
  let imageTextures = FrameCache<ImageRaster.Key, Texture>()
  /// The gradients of gradient masks, premultiplied, while they stay where they are.
  let maskTextures = FrameCache<GradientImage.Key, Texture>()
  /// Clip rectangles in device pixels, innermost last.
  private var clipStack: [SDL_Rect] = []
  /// The open layers, innermost last (`nil` for one whose texture could not be made: its
  /// commands are drawn straight on what is under it).
  var layers: [CanvasLayer?] = []
  /// The vertices and indices of a gradient's mesh handed to `SDL_RenderGeometry`, kept from
  /// draw to draw so that drawing one allocates nothing.
  var vertexBuffer: [SDL_Vertex] = []
  var indexBuffer: [Int32] = []
  /// The solid meshes drawn since the last flush, as one mesh (see ``drawMesh(_:offset:color:opacity:)``);
  /// kept from frame to frame.
  var batchVertices: [SDL_Vertex] = []
  var batchIndices: [Int32] = []
  /// Small fills' coverage masks (made at the first one), and whether making it failed.
  var maskAtlas: MaskAtlas?
  var maskAtlasFailed = false
  /// Whether small solid fills are drawn as masks (see ``MaskAtlas``); tests turn it off to
  /// draw them as meshes.
  var drawsSmallFillsAsMasks = true
  /// The drawing surface's pixels, for the frame being drawn.
  var frameBounds = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

  /// Draws on `renderer` with text in `face`.
  public init(renderer: Renderer, face: FontFace) {
    self.renderer = renderer
    self.face = face
  }

  /// Clears to the list's background and draws its commands at `scale` device pixels per point.
  ///
  /// Throws a ``TempoSDLError`` if a text texture cannot be made; the rest is still drawn.
  public func draw(_ list: DisplayList, scale: Double) throws {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let background = ColorBytes.sdlColor(list.background, opacity: 1)
    SDL_RenderSetClipRect(renderer.pointer, nil)
    clipStack.removeAll()
    SDL_SetRenderDrawColor(renderer.pointer, background.r, background.g, background.b, 255)
    SDL_RenderClear(renderer.pointer)
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
    let (width, height) = renderer.outputSize
    frameBounds = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
    var firstError: TempoSDLError?
    textCache.beginFrame()
    for command in list.commands {
      do {
        try draw(command, scale: scale)
      } catch {
        firstError = firstError ?? Self.describe(error)
      }
    }
    flushMeshes()
    while !layers.isEmpty { popLayer() }
    textCache.endFrame()
    meshCache.endFrame()
    gradientTextures.endFrame()
    imageTextures.endFrame()
    maskTextures.endFrame()
    SDL_RenderSetClipRect(renderer.pointer, nil)
    clipStack.removeAll()
    if let firstError { throw firstError }
  }

  /// `device` as its linear part and its translation (device pixels). A mesh is tessellated
  /// for the linear part and moved by the translation when drawn: a tessellation does not
  /// depend on where the shape is, so a shape that only moves reuses its mesh.
  private static func split(_ device: AffineTransform2D) -> (AffineTransform2D, SIMD2<Double>) {
    var linear = device
    (linear.tx, linear.ty) = (0, 0)
    return (linear, SIMD2(device.tx, device.ty))
  }

  /// Draws one command.
  private func draw(_ command: DrawCommand, scale: Double) throws {
    switch command {
    case .fill(let path, let color, let transform, let opacity):
      let device = transform.concatenating(.scale(x: scale, y: scale))
      if drawMaskedFill(path, color: color, device: device, opacity: opacity) { return }
      let (linear, offset) = Self.split(device)
      let mesh = meshCache.mesh(for: .init(path: path, transform: linear, stroke: nil)) {
        Tessellator.fill(path, transform: linear)
      }
      drawMesh(mesh, offset: offset, color: color, opacity: opacity)
    case .stroke(let path, let color, let style, let transform, let opacity):
      let (linear, offset) = Self.split(transform.concatenating(.scale(x: scale, y: scale)))
      let mesh = meshCache.mesh(for: .init(path: path, transform: linear, stroke: style)) {
        Tessellator.stroke(path, style: style, transform: linear)
      }
      drawMesh(mesh, offset: offset, color: color, opacity: opacity)
    case .gradient(let path, let paint, let style, let transform, let opacity):
      flushMeshes()
      try drawGradient(
        command, path: path, paint: paint, style: style, transform: transform, opacity: opacity,
        scale: scale)
    case .text(
      let text, let fontSize, let color, let origin, let transform, let opacity, let bold,
      let style):
      flushMeshes()
      try drawText(
        text, fontSize: fontSize, style: style.resolved(bold: bold), color: color, origin: origin,
        transform: transform.concatenating(.scale(x: scale, y: scale)), opacity: opacity)
    case .image(let source, let rect, let clip, let tint, let transform, let opacity):
      flushMeshes()
      drawImage(
        source, rect: rect, clip: clip, tint: tint, transform: transform, opacity: opacity,
        scale: scale)
    case .pushClip(let rect):
      flushMeshes()
      pushClip(rect, scale: scale)
    case .popClip:
      flushMeshes()
      _ = clipStack.popLast()
      applyClip()
    case .pushLayer(let opacity):
      pushLayer(opacity: opacity)
    case .popLayer, .popGradientMask:
      popLayer()
    case .pushGradientMask(let paint, let bounds, let transform):
      try pushGradientMask(paint, bounds: bounds, transform: transform, scale: scale)
    }
  }

  /// `error` as a ``TempoSDLError``.
  package static func describe(_ error: any Error) -> TempoSDLError {
    error as? TempoSDLError ?? TempoSDLError(.drawFailed, "could not draw", reason: "\(error)")
  }

  /// Intersects the current clip with `rect` (window points), in whole device pixels.
  private func pushClip(_ rect: CGRect, scale: Double) {
    let rect = rect.standardized
    func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int32 {
      let scaled = (value * scale).rounded(rule)
      return Int32(min(max(scaled.isNaN ? 0 : scaled, -1_000_000), 1_000_000))
    }
    clipStack.append(
      innerClip(
        minX: pixel(rect.minX, .down), minY: pixel(rect.minY, .down),
        maxX: pixel(rect.maxX, .up), maxY: pixel(rect.maxY, .up)))
    applyClip()
  }

  /// The device-pixel box from (`minX`, `minY`) to (`maxX`, `maxY`) cut to the current clip.
  private func innerClip(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) -> SDL_Rect {
    var (minX, minY, maxX, maxY) = (minX, minY, maxX, maxY)
    if let outer = clipStack.last {
      (minX, minY) = (max(minX, outer.x), max(minY, outer.y))
      (maxX, maxY) = (min(maxX, outer.x + outer.w), min(maxY, outer.y + outer.h))
    }
    return SDL_Rect(x: minX, y: minY, w: max(maxX - minX, 0), h: max(maxY - minY, 0))
  }

  /// Tells SDL the innermost clip (none when the stack is empty), cut to `box` (device pixels)
  /// when one is given.
  func applyClip(within box: DisplayListDamage.PixelBox? = nil) {
    var clip: SDL_Rect
    if let box {
      clip = innerClip(
        minX: Int32(box.minX), minY: Int32(box.minY), maxX: Int32(box.maxX),
        maxY: Int32(box.maxY))
    } else if let last = clipStack.last {
      clip = last
    } else {
      SDL_RenderSetClipRect(renderer.pointer, nil)
      return
    }
    if clip.w == 0 || clip.h == 0 {
      // SDL treats an empty rectangle as "no clip": clip to one pixel outside the target instead.
      clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
    }
    SDL_RenderSetClipRect(renderer.pointer, &clip)
  }
}
