import CSDL2
import Foundation

extension Canvas {
  /// The whole pixel size text of `fontSize` device pixels is rasterised at (at least 1).
  static func pixelSize(fontSize: Double) -> Int {
    guard fontSize.isFinite else { return 1 }
    return Int(min(max(fontSize.rounded(), 1), 1024))
  }

  /// Draws one line of text whose top-left corner is `origin` under `transform` (to pixels), in
  /// the face's bold variant when `bold` is true.
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
    let texture = try textCache.image(for: place.key(text, bold: bold)) {
      try face.font(pixelSize: place.pixelSize, bold: bold).texture(
        for: text, color: color, renderer: renderer)
    }
    texture.setOpacity(place.alpha)
    var destination = SDL_FRect(
      x: Float(place.corner.x), y: Float(place.corner.y),
      w: Float(Double(texture.width) * place.stretch.x),
      h: Float(Double(texture.height) * place.stretch.y))
    if place.rotated {
      var pivot = SDL_FPoint(x: 0, y: 0)
      SDL_RenderCopyExF(
        renderer.pointer, texture.pointer, nil, &destination, place.angle * 180 / .pi, &pivot,
        SDL_FLIP_NONE)
    } else {
      SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &destination)
    }
  }
}
