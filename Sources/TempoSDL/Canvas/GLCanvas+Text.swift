import CSDL2
import Foundation
import Tempo
import TempoScene

extension GLCanvas {
  /// The whole pixel size text of `fontSize` device pixels is rasterised at (at least 1).
  static func pixelSize(fontSize: Double) -> Int {
    guard fontSize.isFinite else { return 1 }
    return Int(min(max(fontSize.rounded(), 1), 1024))
  }

  /// Draws one line of text whose top-left corner is `origin` under `transform` (to pixels), in
  /// `style`: each run in the font the face picks for it, shaped in its direction; emoji in
  /// colour from the emoji font, scaled to the text's size, on the same baseline.
  ///
  /// The text is rasterised at the font size times the transform's scale, so scaled text stays
  /// crisp; a rotation turns the texture about its origin, a mirror flips it; skew is not drawn.
  func drawText(
    _ text: String, fontSize: Double, style: FontStyle = FontStyle(), color: Color,
    origin: CGPoint, transform: AffineTransform2D, opacity: Double
  ) throws {
    guard
      let place = TextPlacement(
        text, fontSize: fontSize, color: color, origin: origin, transform: transform,
        opacity: opacity)
    else { return }
    let color = SDL_Color(r: place.rgb.r, g: place.rgb.g, b: place.rgb.b, a: 255)
    try place.forEachRun(
      of: text, fontSize: fontSize, style: style, face: face,
      image: { key, placed in
        try textCache.image(for: key) {
          guard placed.run.isEmoji else {
            return try placed.font.texture(for: placed.run.text, color: color, renderer: renderer)
          }
          let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
          let texture = try placed.font.texture(
            for: placed.run.text, color: white, renderer: renderer)
          // Drawn well below its strike's size: filtered, not sampled.
          SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
          return texture
        }
      },
      draw: { run in copy(run, place: place) })
  }

  /// Copies a run's texture to its place: turned about its corner when the text is rotated,
  /// flipped left to right (extending left of the corner) when it is mirrored.
  private func copy(_ run: TextPlacement.RunImage<Texture>, place: TextPlacement) {
    let texture = run.image
    texture.setOpacity(place.alpha)
    let width = Double(texture.width) * run.stretch.x
    var destination = SDL_FRect(
      x: Float(place.mirrored ? run.corner.x - width : run.corner.x), y: Float(run.corner.y),
      w: Float(width), h: Float(Double(texture.height) * run.stretch.y))
    if place.rotated {
      var pivot = SDL_FPoint(x: place.mirrored ? Float(width) : 0, y: 0)
      SDL_RenderCopyExF(
        renderer.pointer, texture.pointer, nil, &destination, place.angle * 180 / .pi, &pivot,
        place.mirrored ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE)
    } else {
      SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &destination)
    }
  }
}
