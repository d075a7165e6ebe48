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
    let alpha = color.opacity * opacity
    guard !text.isEmpty, alpha > 0, fontSize > 0 else { return }
    let scaleX = hypot(transform.a, transform.b)
    let scaleY = hypot(transform.c, transform.d)
    guard scaleX > 1e-6, scaleY > 1e-6 else { return }
    let wanted = fontSize * scaleY
    let pixelSize = Self.pixelSize(fontSize: wanted)
    // Points of the text's own space per device pixel of the rasterised size.
    let toPoints = wanted / Double(pixelSize) / scaleY
    let rgb = ColorBytes.sdlColor(color, opacity: 1)
    let font = try face.font(pixelSize: pixelSize, bold: bold)
    var advance = 0.0
    for run in face.runs(of: text) {
      let texture: Texture
      var pixelsPerTexel = 1.0
      var drop = 0.0
      if run.isEmoji, let emoji = face.emoji {
        texture = try emojiTexture(run.text, font: emoji)
        pixelsPerTexel = emoji.scale(toPixelSize: pixelSize)
        drop = Double(font.ascent) - Double(emoji.font.ascent) * pixelsPerTexel
      } else {
        texture = try textTexture(run.text, font: font, bold: bold, rgb: rgb)
      }
      texture.setOpacity(alpha)
      let size = CGSize(
        width: Double(texture.width) * pixelsPerTexel * toPoints,
        height: Double(texture.height) * pixelsPerTexel * toPoints)
      let corner = CGPoint(x: origin.x + advance, y: origin.y + drop * toPoints)
      copy(texture, at: corner, size: size, transform: transform, scaleX: scaleX, scaleY: scaleY)
      advance += size.width
    }
  }

  /// The cached texture of `text` in `font` and the colour `rgb`, rasterised on first use.
  private func textTexture(_ text: String, font: Font, bold: Bool, rgb: SDL_Color) throws
    -> Texture
  {
    let key = TextTextureCache.Key(
      text: text, pixelSize: font.pixelSize, bold: bold, red: rgb.r, green: rgb.g, blue: rgb.b)
    if let cached = textCache.texture(for: key) { return cached }
    let texture = try font.texture(
      for: text, color: SDL_Color(r: rgb.r, g: rgb.g, b: rgb.b, a: 255), renderer: renderer)
    textCache.store(texture, for: key)
    return texture
  }

  /// The cached texture of the emoji `text` at the emoji font's strike, in its own colours.
  private func emojiTexture(_ text: String, font: EmojiFont) throws -> Texture {
    let key = TextTextureCache.Key(
      text: text, pixelSize: font.font.pixelSize, emoji: true, red: 255, green: 255, blue: 255)
    if let cached = textCache.texture(for: key) { return cached }
    let texture = try font.font.texture(
      for: text, color: SDL_Color(r: 255, g: 255, b: 255, a: 255), renderer: renderer)
    // Drawn well below its strike's size: filtered, not sampled.
    SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
    textCache.store(texture, for: key)
    return texture
  }

  /// Copies `texture` to the rectangle of `size` points whose top-left corner is `corner`, both
  /// in the text's own space, under `transform` (whose scales are `scaleX` and `scaleY`).
  private func copy(
    _ texture: Texture, at corner: CGPoint, size: CGSize, transform: AffineTransform2D,
    scaleX: Double, scaleY: Double
  ) {
    var pixel = transform.apply(to: corner)
    let rotated = abs(transform.b) > 1e-9 || transform.a < 0
    if !rotated {
      pixel = CGPoint(x: pixel.x.rounded(), y: pixel.y.rounded())
    }
    var destination = SDL_FRect(
      x: Float(pixel.x), y: Float(pixel.y), w: Float(size.width * scaleX),
      h: Float(size.height * scaleY))
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
