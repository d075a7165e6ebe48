import Tempo

/// A soft shadow drawn below a node and everything inside it (SwiftUI's `.shadow`).
///
/// The display list has no blur, so the shadow is ``copyCount`` copies of the subtree's drawing
/// in the shadow's colour, moved by ``offset`` and grown or shrunk about the node's centre so
/// their edges spread evenly from `radius` points inside the node's edge to `radius` outside.
/// The copies' opacities are chosen so that where `m` of them overlap the shadow is `m / n` of
/// the colour's opacity: across its edge it fades linearly over 2 × `radius` points, where a
/// Gaussian blur of σ = `radius` / 2 (Core Graphics' convention) fades as the error function
/// (its 10–90 % width is 1.28 × `radius` points; the linear ramp's is 1.6 × `radius`).
public struct Shadow: Hashable, Sendable {
  /// The shadow's colour (its opacity scales the whole shadow).
  public var color: Color
  /// The blur radius, in points.
  public var radius: Double
  /// How far the shadow is moved from the node, in points.
  public var offset: CGSize

  /// Creates a shadow; `radius` and `offset` in points.
  public init(color: Color, radius: Double, offset: CGSize = .zero) {
    (self.color, self.radius, self.offset) = (color, max(radius, 0), offset)
  }

  /// How many copies approximate the blur (one when the radius is 0).
  public static let copyCount = 6

  /// How many copies approximate a blur of the node itself of `radius` points: ⌈1.5 ×
  /// `radius`⌉, from 6 to 16, so the steps across its edge stay under 1.4 points.
  public static func blurCopyCount(radius: Double) -> Int {
    min(max(Int((1.5 * radius).rounded(.up)), copyCount), 16)
  }

  /// The shadow of the commands `drawing`, drawn by a node whose window bounds are `bounds`:
  /// the largest copy first, each with its spread (in points) and opacity factor; with
  /// `keepingColors`, the copies keep the drawing's own colours (a blur of the drawing itself).
  func commands(
    for drawing: [DrawCommand], bounds: CGRect, keepingColors: Bool = false,
    copies: Int = Shadow.copyCount
  ) -> [DrawCommand] {
    let count = radius > 0 ? max(copies, 1) : 1
    var result: [DrawCommand] = []
    for index in 0..<count {
      let spread =
        count == 1 ? 0 : radius * Double(2 * (count - 1 - index) + 1) / Double(count) - radius
      let alpha = 1 / Double(count - index)
      let move = copyTransform(spread: spread, bounds: bounds)
      for command in drawing {
        if keepingColors {
          result.append(moved(command, move: move, spread: spread, alpha: alpha))
        } else if let copy = copied(command, move: move, spread: spread, alpha: alpha) {
          result.append(copy)
        }
      }
    }
    return result
  }

  /// The window transform that grows `bounds` by `spread` on every side, then moves it.
  private func copyTransform(spread: Double, bounds: CGRect) -> AffineTransform2D {
    let (width, height) = (Double(bounds.width), Double(bounds.height))
    let scaleX = width > 0 ? max(width + 2 * spread, 0) / width : 1
    let scaleY = height > 0 ? max(height + 2 * spread, 0) / height : 1
    let (centerX, centerY) = (Double(bounds.midX), Double(bounds.midY))
    return AffineTransform2D.translation(x: -centerX, y: -centerY)
      .concatenating(.scale(x: scaleX, y: scaleY))
      .concatenating(
        .translation(
          x: centerX + Double(offset.width), y: centerY + Double(offset.height)))
  }

  private func tinted(_ original: Color) -> Color {
    color.opacity(original.opacity)
  }

  /// `command` moved by `move` at `alpha` of its opacity, in its own colours; a clip grows by
  /// `spread` about its own place.
  private func moved(
    _ command: DrawCommand, move: AffineTransform2D, spread: Double, alpha: Double
  ) -> DrawCommand {
    if case .pushClip(let rect) = command {
      return .pushClip(
        rect.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
    }
    return command.placed(under: move, opacity: alpha)
  }

  /// `paint` with each stop in the shadow's colour at the stop's opacity, so the shadow fades
  /// where the gradient does.
  private func tinted(_ paint: GradientPaint) -> GradientPaint {
    var paint = paint
    paint.stops = paint.stops.map { .init(color: tinted($0.color), location: $0.location) }
    return paint
  }

  private func copied(
    _ command: DrawCommand, move: AffineTransform2D, spread: Double, alpha: Double
  ) -> DrawCommand? {
    switch command {
    case .fill(let path, let original, let transform, let opacity):
      .fill(
        path, color: tinted(original), transform: transform.concatenating(move),
        opacity: opacity * alpha)
    case .stroke(let path, let original, let style, let transform, let opacity):
      .stroke(
        path, color: tinted(original), style: style, transform: transform.concatenating(move),
        opacity: opacity * alpha)
    case .gradient(let path, let paint, let style, let transform, let opacity):
      .gradient(
        path, paint: tinted(paint), style: style, transform: transform.concatenating(move),
        opacity: opacity * alpha)
    case .text(
      let text, let size, let original, let origin, let transform, let opacity, let bold, let style):
      .text(
        text, fontSize: size, color: tinted(original), origin: origin,
        transform: transform.concatenating(move), opacity: opacity * alpha, bold: bold, style: style
      )
    case .image(let source, let rect, let clip, let tint, let transform, let opacity):
      // The image's alpha in the shadow's colour, as its tint does.
      .image(
        source, rect: rect, clip: clip, tint: tinted(tint ?? .white),
        transform: transform.concatenating(move), opacity: opacity * alpha)
    case .pushClip(let rect):
      .pushClip(
        rect.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
    case .popClip:
      .popClip
    case .pushLayer, .popLayer:
      // The commands inside are tinted and faded; the layer blends them as it does the view.
      command
    case .pushGradientMask, .popGradientMask:
      // The shadow is the contents' alpha in its own colour, not the gradient.
      nil
    }
  }
}
