import Foundation
import TempoScene

/// Measures text with a ``FontFace`` as it will be drawn: rasterised at font size × scale, each
/// run shaped in the font that draws it, emoji runs in the face's emoji font.
@MainActor
public final class FontTextMeasurer: TextMeasurer {
  /// The font measured with.
  public let face: FontFace
  /// The device pixels per point the text will be drawn at (≥ 1 sensible; 1 by default).
  public var scale: Double

  /// Measures with `face` for drawing at `scale` device pixels per point.
  public init(face: FontFace, scale: Double = 1) {
    self.face = face
    self.scale = scale
  }

  /// The size, in points, of one line of `text` at `fontSize` points (zero if the font fails).
  public func size(of text: String, fontSize: Double) -> CGSize {
    size(of: text, fontSize: fontSize, bold: false)
  }

  /// The size, in points, of one line of `text` at `fontSize` points in the bold or regular
  /// face (zero if the font fails).
  public func size(of text: String, fontSize: Double, bold: Bool) -> CGSize {
    size(of: text, fontSize: fontSize, style: FontStyle().resolved(bold: bold))
  }

  /// The size, in points, of one line of `text` at `fontSize` points in `style`: its runs'
  /// shaped advances as drawn, letter spacing included (zero if the font fails).
  public func size(of text: String, fontSize: Double, style: FontStyle) -> CGSize {
    guard let (line, ratio) = shapedLine(of: text, fontSize: fontSize, style: style) else {
      return .zero
    }
    return CGSize(width: line.width * ratio, height: line.height * ratio)
  }

  /// The ascent, in points, of one line of `text` at `fontSize` points in `style`: SDL_ttf's
  /// ascent (`TTF_FontAscent`) of the highest face drawing it, at the pixel size it is drawn at
  /// (the primary face's for text it draws alone); zero if the font fails.
  public func ascent(of text: String, fontSize: Double, style: FontStyle) -> Double {
    guard let (line, ratio) = shapedLine(of: text, fontSize: fontSize, style: style) else {
      return 0
    }
    return line.ascent * ratio
  }

  /// `text` shaped as drawn, and the points per pixel of its shaped line (`nil` if the font
  /// fails or the size is not positive).
  private func shapedLine(of text: String, fontSize: Double, style: FontStyle)
    -> (ShapedLine, Double)?
  {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let pixelSize = GLCanvas.pixelSize(fontSize: fontSize * scale)
    guard fontSize > 0,
      let line = try? face.shapedLine(
        of: text, style: style, pixelSize: pixelSize,
        spacing: TextPlacement.spacing(style, fontSize: fontSize, pixelSize: pixelSize))
    else { return nil }
    return (line, fontSize * scale / Double(pixelSize) / scale)
  }
}
