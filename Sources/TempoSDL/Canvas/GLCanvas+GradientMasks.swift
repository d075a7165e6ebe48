import CSDL2
import Foundation
import TempoRender
import TempoScene

extension GLCanvas {
  /// Starts a gradient mask: what is drawn next goes into a layer until ``popLayer()``, which
  /// paints `paint` (placed in local points, ``GradientImage`` cached while it stays where it
  /// is) through the layer's alpha inside `bounds` mapped to device pixels, then blends the
  /// layer over what is under it. Off the target, the contents are drawn in their own colours.
  func pushGradientMask(
    _ paint: GradientPaint, bounds: CGRect, transform: AffineTransform2D, scale: Double
  ) throws {
    let output = renderer.outputSize
    let frame = DisplayListDamage.PixelBox(
      minX: 0, minY: 0, maxX: output.width, maxY: output.height)
    let device = transform.concatenating(.scale(x: scale, y: scale))
    guard let box = GradientImage.box(ofMask: bounds, device: device, within: frame) else {
      return pushLayer(opacity: 1)
    }
    let key = GradientImage.Key(paint: paint, transform: device, box: box)
    let texture = try maskTextures.value(
      for: key,
      make: {
        try GradientImage(key).map { try Texture.upload($0.premultipliedImage, to: renderer) }
      })
    pushLayer(opacity: 1, mask: texture.map { ($0, box) })
  }

  /// Paints `texture` (a premultiplied gradient) over `box` (device pixels) of the layer being
  /// drawn, through its alpha: colour = gradient × layer alpha, alpha = gradient alpha × layer
  /// alpha, which leaves the layer premultiplied. A renderer without custom blending (SDL's
  /// software one) leaves the layer in its own colours.
  func paintGradient(_ texture: Texture, box: DisplayListDamage.PixelBox) {
    let throughAlpha = SDL_ComposeCustomBlendMode(
      SDL_BLENDFACTOR_DST_ALPHA, SDL_BLENDFACTOR_ZERO, SDL_BLENDOPERATION_ADD,
      SDL_BLENDFACTOR_DST_ALPHA, SDL_BLENDFACTOR_ZERO, SDL_BLENDOPERATION_ADD)
    guard SDL_SetTextureBlendMode(texture.pointer, throughAlpha) == 0 else { return }
    var destination = SDL_Rect(
      x: Int32(box.minX), y: Int32(box.minY), w: Int32(box.maxX - box.minX),
      h: Int32(box.maxY - box.minY))
    SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &destination)
  }
}
