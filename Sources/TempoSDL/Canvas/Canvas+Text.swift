import CSDL2
import Foundation

extension Canvas {
  /// The whole pixel size text of `fontSize` device pixels is rasterised at (at least 1).
  static func pixelSize(fontSize: Double) -> Int {
    guard fontSize.isFinite else { return 1 }
    return Int(min(max(fontSize.rounded(), 1), 1024))
  }

  /// Draws one line of text whose top-left corner is `origin` under `transform` (to pixels), in
  /// the face's bold variant when `bold` is true; emoji the face lacks are drawn in colour from
  /// its emoji font, scaled to the text's size, on the same baseline.
  ///
  /// The text is rasterised at the font size times the transform's scale, so scaled text stays
  /// crisp; a rotation turns the texture about its origin; skew is not drawn.
  func drawText(
    _ text: String, fontSize: Double, bold: Bool = false, color: Color, origin: CGPoint,
    transform: AffineTransform2D, opacity: Double
  ) throws {
    guard
      let place = TextPlacement(
        text, fontSize: fontSize, color: color, origin: origin, transform: transform,
        opacity: opacity)
    else { return }
    let color = SDL_Color(r: place.rgb.r, g: place.rgb.g, b: place.rgb.b, a: 255)
    let font = try face.font(pixelSize: place.pixelSize, bold: bold)
    try place.forEachRun(
      of: text, face: face, font: font, bold: bold,
      image: { key, run, emoji in
        let texture = try textCache.image(for: key) {
          guard let emoji else {
            return try font.texture(for: run, color: color, renderer: renderer)
          }
          let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
          let texture = try emoji.font.texture(for: run, color: white, renderer: renderer)
          // Drawn well below its strike's size: filtered, not sampled.
          SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
          return texture
        }
        return (texture, texture.width)
      },
      draw: { run in copy(run, angle: place.angle, rotated: place.rotated, alpha: place.alpha) })
  }

  /// Copies a run's texture to its place, turned about its corner when `rotated`.
  private func copy(
    _ run: TextPlacement.RunImage<Texture>, angle: Double, rotated: Bool, alpha: Double
  ) {
    let texture = run.image
    texture.setOpacity(alpha)
    var destination = SDL_FRect(
      x: Float(run.corner.x), y: Float(run.corner.y),
      w: Float(Double(texture.width) * run.stretch.x),
      h: Float(Double(texture.height) * run.stretch.y))
    if rotated {
      var pivot = SDL_FPoint(x: 0, y: 0)
      SDL_RenderCopyExF(
        renderer.pointer, texture.pointer, nil, &destination, angle * 180 / .pi, &pivot,
        SDL_FLIP_NONE)
    } else {
      SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &destination)
    }
  }
}
