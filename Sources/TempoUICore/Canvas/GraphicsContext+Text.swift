import Tempo
import TempoScene

extension GraphicsContext {
  /// Draws `text` (its own font and colour, else the environment's) with its `anchor` at
  /// `point`, on one line.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recording.append(
      .text(
        CanvasRecording.TextDrawing(
          text: text, point: point, anchor: anchor, transform: affine, opacity: opacity)),
      clips: clips)
  }

  /// Draws `text` centred in `rect`, on one line.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(text, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
  }

  /// Draws the symbol `image` (an `Image(systemName:)`) at the environment's font size in the
  /// foreground style, centred on `point` (its `anchor` there).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = (environment.font ?? .body).size
    let aspect = Symbol.named(image.systemName)?.aspectRatio ?? 1
    let width = size * aspect
    draw(
      image,
      in: CGRect(
        x: Double(point.x) - Double(anchor.x) * width, y: Double(point.y) - Double(anchor.y) * size,
        width: width, height: size))
  }

  /// Draws the symbol `image` in `rect`, in the foreground style.
  public func draw(_ image: Image, in rect: CGRect) {
    recording.append(
      .symbol(
        CanvasRecording.SymbolDrawing(
          name: image.systemName, rect: rect, shading: .foreground, transform: affine,
          opacity: opacity)),
      clips: clips)
  }
}
