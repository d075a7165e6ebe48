import CSDL2
import Foundation
import Tempo
import TempoScene

/// Where and at what size one line of text is rasterised and drawn (internal): the same for the
/// ``GLCanvas`` and the cairo painter.
///
/// The text is rasterised at the font size times the transform's vertical scale (so scaled
/// text stays crisp), stretched by the ratio to the whole pixel size and by the horizontal ÷
/// vertical scale; its corner is put on a whole pixel unless the transform rotates it.
@MainActor
package struct TextPlacement {
  /// The colour's opacity × the command's, 0…1.
  package let alpha: Double
  /// The colour, as opaque SDL bytes.
  package let rgb: SDL_Color
  /// The whole pixel size the text is rasterised at.
  package let pixelSize: Int
  /// The rasterised image's horizontal and vertical stretch.
  package let stretch: (x: Double, y: Double)
  /// The image's top-left corner, in device pixels.
  package let corner: CGPoint
  /// The rotation about the corner, in radians (0 unless `rotated`).
  package let angle: Double
  /// Whether the transform rotates or mirrors the text.
  package let rotated: Bool
  /// Whether the transform mirrors the text (its determinant is negative): the image is
  /// flipped left to right before the rotation, and the line runs from the corner to the left.
  package let mirrored: Bool

  /// The placement of `text` at `fontSize` points with its top-left at `origin` under
  /// `transform` (to device pixels); `nil` when nothing would show.
  package init?(
    _ text: String, fontSize: Double, color: Color, origin: CGPoint,
    transform: AffineTransform2D, opacity: Double
  ) {
    alpha = min(max(color.opacity * opacity, 0), 1)
    guard !text.isEmpty, alpha > 0, fontSize > 0 else { return nil }
    let scaleX = hypot(transform.a, transform.b)
    let scaleY = hypot(transform.c, transform.d)
    guard scaleX > 1e-6, scaleY > 1e-6, scaleX.isFinite, scaleY.isFinite else { return nil }
    let wanted = fontSize * scaleY
    pixelSize = GLCanvas.pixelSize(fontSize: wanted)
    rgb = ColorBytes.sdlColor(color, opacity: 1)
    let ratio = wanted / Double(pixelSize)
    stretch = (ratio * scaleX / scaleY, ratio)
    var corner = transform.apply(to: origin)
    guard corner.x.isFinite, corner.y.isFinite else { return nil }
    mirrored = transform.a * transform.d - transform.b * transform.c < 0
    rotated = mirrored || abs(transform.b) > 1e-9 || transform.a < 0
    if !rotated {
      corner = CGPoint(x: corner.x.rounded(), y: corner.y.rounded())
    }
    self.corner = corner
    // A mirror is a flip of x followed by the rotation taking the text's vertical to its place.
    angle =
      mirrored
      ? atan2(-transform.c, transform.d) : rotated ? atan2(transform.b, transform.a) : 0
  }

  /// The extra pixels after each character of text rasterised at `pixelSize` for `fontSize`
  /// points in `style` (its letter spacing, in points).
  static func spacing(_ style: FontStyle, fontSize: Double, pixelSize: Int) -> Double {
    guard fontSize > 0, style.letterSpacing.isFinite else { return 0 }
    return style.letterSpacing * Double(pixelSize) / fontSize
  }
}

extension TextPlacement {
  /// One run of a line drawn by a backend: its image, and where and how much to stretch it.
  package struct RunImage<Image> {
    /// The run's rasterised image.
    package let image: Image
    /// The image's top-left corner, in device pixels.
    package let corner: CGPoint
    /// The image's horizontal and vertical stretch.
    package let stretch: (x: Double, y: Double)
  }

  /// Places the runs of `text` (`fontSize` points in `style`) as the face shapes them: each
  /// in its font, emoji runs in the face's emoji font at its strike, scaled to the text's size,
  /// all on one baseline. `image` makes (or finds) a run's image for its cache key with the
  /// run's font (set to the run's direction and script); `draw` draws it.
  package func forEachRun<Image>(
    of text: String, fontSize: Double, style: FontStyle, face: FontFace,
    image: (_ key: TextTextureCache<Image>.Key, _ run: ShapedLine.Placed) throws -> Image,
    draw: (RunImage<Image>) -> Void
  ) throws {
    let line = try face.shapedLine(
      of: text, style: style, pixelSize: pixelSize,
      spacing: Self.spacing(style, fontSize: fontSize, pixelSize: pixelSize))
    for placed in line.runs {
      let run = placed.run
      let key =
        run.isEmoji
        ? TextTextureCache<Image>.Key(
          text: run.text, pixelSize: placed.font.pixelSize, emoji: true, font: placed.font.serial,
          red: 255, green: 255, blue: 255)
        : TextTextureCache<Image>.Key(
          text: run.text, pixelSize: pixelSize, bold: style.isBold, font: placed.font.serial,
          rightToLeft: run.isRightToLeft, script: run.script, red: rgb.r, green: rgb.g,
          blue: rgb.b)
      placed.font.shape(rightToLeft: run.isRightToLeft, script: run.script)
      let made = try image(key, placed)
      let offset = CGPoint(
        x: (mirrored ? -placed.x : placed.x) * stretch.x, y: placed.drop * stretch.y)
      var runCorner = CGPoint(
        x: corner.x + offset.x * cos(angle) - offset.y * sin(angle),
        y: corner.y + offset.x * sin(angle) + offset.y * cos(angle))
      if !rotated { runCorner = CGPoint(x: runCorner.x.rounded(), y: runCorner.y.rounded()) }
      draw(
        RunImage(
          image: made, corner: runCorner,
          stretch: (stretch.x * placed.texel, stretch.y * placed.texel)))
    }
  }
}
