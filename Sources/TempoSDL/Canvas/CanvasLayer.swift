import CSDL2
import TempoRender

/// An open layer of the ``GLCanvas`` (internal): the commands between a `pushLayer` and its
/// `popLayer` are drawn into a transparent target texture of the frame's size (SDL's blending
/// leaves it premultiplied), which is then blended over what was under it at the layer's
/// opacity: result = layer × opacity + under × (1 − layer alpha × opacity).
@MainActor
struct CanvasLayer {
  /// The `SDL_Texture*` drawn into.
  let texture: OpaquePointer
  /// The render target under the layer (`nil`: the window or the renderer's own).
  let under: OpaquePointer?
  /// The layer's opacity, 0…1.
  let opacity: Double
  /// The gradient a gradient mask paints through the layer's alpha and the device pixels it
  /// covers (`nil`: a plain layer).
  var mask: (texture: Texture, box: DisplayListDamage.PixelBox)?
}

extension GLCanvas {
  /// Starts a layer at `opacity`: what is drawn next goes into a transparent texture until
  /// ``popLayer()``. If the texture cannot be made, the commands are drawn straight on.
  func pushLayer(
    opacity: Double, mask: (texture: Texture, box: DisplayListDamage.PixelBox)? = nil
  ) {
    flushMeshes()
    let (width, height) = renderer.outputSize
    let under = SDL_GetRenderTarget(renderer.pointer)
    guard width > 0, height > 0,
      let texture = SDL_CreateTexture(
        renderer.pointer, tempo_sdl_pixelformat_rgba32(),
        Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
    else { return layers.append(nil) }
    guard SDL_SetRenderTarget(renderer.pointer, texture) == 0 else {
      SDL_DestroyTexture(texture)
      return layers.append(nil)
    }
    SDL_RenderSetClipRect(renderer.pointer, nil)
    SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 0)
    SDL_RenderClear(renderer.pointer)
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
    applyClip()
    layers.append(
      CanvasLayer(
        texture: texture, under: under, opacity: min(max(opacity, 0), 1), mask: mask))
  }

  /// Ends the innermost layer: blends its premultiplied texture over the target under it, the
  /// colour and alpha both scaled by the layer's opacity.
  func popLayer() {
    flushMeshes()
    guard let last = layers.popLast(), let layer = last else { return }
    defer { SDL_DestroyTexture(layer.texture) }
    if let mask = layer.mask { paintGradient(mask.texture, box: mask.box) }
    SDL_SetRenderTarget(renderer.pointer, layer.under)
    applyClip(within: layer.mask?.box)
    let premultiplied = SDL_ComposeCustomBlendMode(
      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
      SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    if SDL_SetTextureBlendMode(layer.texture, premultiplied) != 0 {
      // A renderer without custom blending (SDL's software one): straight alpha, darker at
      // the layer's soft edges.
      SDL_SetTextureBlendMode(layer.texture, SDL_BLENDMODE_BLEND)
    }
    let byte = UInt8((layer.opacity * 255).rounded())
    SDL_SetTextureColorMod(layer.texture, byte, byte, byte)
    SDL_SetTextureAlphaMod(layer.texture, byte)
    SDL_RenderCopy(renderer.pointer, layer.texture, nil, nil)
    if layer.mask != nil { applyClip() }
  }
}
