import CSDL2
import Tempo
import TempoScene

extension GLCanvas {
  /// Draws a small solid fill through the ``MaskAtlas``: its exact-area coverage as one quad
  /// tinted `color`, its alpha × `opacity`; `false`, drawing nothing, when the fill is not small
  /// (or the atlas could not be made), so that the caller meshes it instead.
  ///
  /// `device` maps the path to device pixels. Quads join the canvas's batch of masks, drawn by
  /// one `SDL_RenderGeometry` call before the next mesh, at a clip change or at the frame's end.
  func drawMaskedFill(
    _ path: Path, color: Color, device: AffineTransform2D, opacity: Double
  ) -> Bool {
    guard drawsSmallFillsAsMasks, let atlas = maskAtlasIfAvailable() else { return false }
    var placement = atlas.place(path, transform: device, within: frameBounds)
    if case .full = placement {
      flushMasks()
      atlas.makeRoom()
      placement = atlas.place(path, transform: device, within: frameBounds)
    }
    switch placement {
    case .mask(let spot, let box):
      let alpha = min(max(color.opacity * opacity, 0), 1)
      guard alpha > 0 else { return true }
      // Meshes batched before this fill are drawn before it.
      flushSolidMeshes()
      var tint = ColorBytes.sdlColor(color, opacity: 1)
      tint.a = ColorBytes.byte(alpha)
      atlas.addQuad(spot: spot, box: box, color: tint)
      return true
    case .nothing: return true
    case .tooLarge, .full: return false
    }
  }

  /// The mask atlas, made at its first use; `nil` if SDL could not make its texture (small
  /// fills are then meshed, as large ones are).
  private func maskAtlasIfAvailable() -> MaskAtlas? {
    if let maskAtlas { return maskAtlas }
    guard !maskAtlasFailed else { return nil }
    maskAtlas = MaskAtlas(renderer: renderer)
    maskAtlasFailed = maskAtlas == nil
    return maskAtlas
  }

  /// Uploads the masks made since the last upload and draws the batch's quads, then empties
  /// the batch.
  func flushMasks() {
    guard let atlas = maskAtlas, !atlas.isEmpty else { return }
    atlas.upload()
    SDL_RenderGeometry(
      renderer.pointer, atlas.texture, atlas.vertices, Int32(atlas.vertices.count),
      atlas.indices, Int32(atlas.indices.count))
    atlas.endBatch()
  }
}
