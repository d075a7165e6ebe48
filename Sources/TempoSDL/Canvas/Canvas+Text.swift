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
    let alpha = color.opacity * opacity
    guard !text.isEmpty, alpha > 0, fontSize > 0 else { return }
    let scaleX = hypot(transform.a, transform.b)
    let scaleY = hypot(transform.c, transform.d)
    guard scaleX > 1e-6, scaleY > 1e-6 else { return }
    let wanted = fontSize * scaleY
    let pixelSize = Self.pixelSize(fontSize: wanted)
    let rgb = ColorBytes.sdlColor(color, opacity: 1)
    let key = TextTextureCache<Texture>.Key(
      text: text, pixelSize: pixelSize, bold: bold, red: rgb.r, green: rgb.g, blue: rgb.b)
    let texture: Texture
    if let cached = textCache.texture(for: key) {
      texture = cached
    } else {
      let font = try face.font(pixelSize: pixelSize, bold: bold)
      texture = try font.texture(
        for: text, color: SDL_Color(r: rgb.r, g: rgb.g, b: rgb.b, a: 255), renderer: renderer)
      textCache.store(texture, for: key)
    }
    texture.setOpacity(alpha)
    let ratio = wanted / Double(pixelSize)
    let width = Double(texture.width) * ratio * scaleX / scaleY
    let height = Double(texture.height) * ratio
    var corner = transform.apply(to: origin)
    let rotated = abs(transform.b) > 1e-9 || transform.a < 0
    if !rotated {
      corner = CGPoint(x: corner.x.rounded(), y: corner.y.rounded())
    }
    var destination = SDL_FRect(
      x: Float(corner.x), y: Float(corner.y), w: Float(width), h: Float(height))
    if rotated {
      let degrees = atan2(transform.b, transform.a) * 180 / .pi
      var pivot = SDL_FPoint(x: 0, y: 0)
      SDL_RenderCopyExF(
        renderer.pointer, texture.pointer, nil, &destination, degrees, &pivot, SDL_FLIP_NONE)
    } else {
      SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &destination)
    }
  }
}
