import Foundation
import TempoScene

/// A vector glyph standing in for an SF Symbol (internal): its outline in the frame it is laid
/// out in, drawn filled or stroked.
///
/// The set: `star`, `star.fill`, `star.leadinghalf.filled`, `heart`, `heart.fill`, `circle`,
/// `circle.fill`, `checkmark`, `checkmark.circle.fill`, `xmark`, `xmark.circle.fill`, `plus`,
/// `minus`, `play.fill`, `pause.fill`, `chevron.left`, `chevron.right`, `arrow.clockwise`,
/// `bell.fill`, `hand.thumbsup.fill`. Frames are square at the font size, except the chevrons'
/// (0.6 as wide as high). Outline symbols are stroked with round caps and joins, 2 pt wide at
/// 28 pt; the others are filled, holes included (`star.leadinghalf.filled` is filled too: its
/// outline is part of the filled shape).
struct Symbol {
  /// The font size the symbols' line widths are designed for, in points.
  static let designSize = Glyphs.Design.size

  /// Whether the outline is filled (the `.fill` and `.filled` variants) or stroked.
  var isFilled: Bool
  /// The stroke width at ``designSize``, in points.
  var lineWidth: Double = 2 * Glyphs.Design.halfLine
  /// Width over height of the symbol's frame.
  var aspectRatio: Double = 1
  /// The outline in a frame.
  var makePath: @Sendable (CGRect) -> Path

  /// The outline as a scene shape, redrawn at whatever size the symbol is laid out.
  var shape: any SceneShape { SymbolShape(makePath: makePath) }

  /// How a stroked symbol is outlined at a font of `size` points: ``lineWidth`` scaled from
  /// ``designSize``, round caps and joins.
  func strokeStyle(size: Double) -> StrokeStyle {
    StrokeStyle(lineWidth: lineWidth * size / Self.designSize, lineCap: .round, lineJoin: .round)
  }

  /// Every name in the set, in the order the type's documentation lists them.
  static let names = [
    "star", "star.fill", "star.leadinghalf.filled", "heart", "heart.fill", "circle",
    "circle.fill", "checkmark", "checkmark.circle.fill", "xmark", "xmark.circle.fill", "plus",
    "minus", "play.fill", "pause.fill", "chevron.left", "chevron.right", "arrow.clockwise",
    "bell.fill", "hand.thumbsup.fill",
  ]

  /// The symbol named `name`, or `nil` when the set has none.
  static func named(_ name: String) -> Symbol? {
    switch name {
    case "star": Symbol(isFilled: false, makePath: Glyphs.star)
    case "star.fill": Symbol(isFilled: true, makePath: Glyphs.starFill)
    case "star.leadinghalf.filled": Symbol(isFilled: true, makePath: Glyphs.starLeadingHalfFilled)
    case "heart": Symbol(isFilled: false, makePath: Glyphs.heart)
    case "heart.fill": Symbol(isFilled: true, makePath: Glyphs.heartFill)
    case "circle": Symbol(isFilled: false, makePath: Glyphs.circle)
    case "circle.fill": Symbol(isFilled: true, makePath: Glyphs.circleFill)
    case "checkmark": Symbol(isFilled: false, makePath: Glyphs.checkmark)
    case "checkmark.circle.fill": Symbol(isFilled: true, makePath: Glyphs.checkmarkCircleFill)
    case "xmark": Symbol(isFilled: false, makePath: Glyphs.xmark)
    case "xmark.circle.fill": Symbol(isFilled: true, makePath: Glyphs.xmarkCircleFill)
    case "plus": Symbol(isFilled: false, makePath: Glyphs.plus)
    case "minus": Symbol(isFilled: false, makePath: Glyphs.minus)
    case "play.fill": Symbol(isFilled: true, makePath: Glyphs.playFill)
    case "pause.fill": Symbol(isFilled: true, makePath: Glyphs.pauseFill)
    case "chevron.left":
      Symbol(
        isFilled: false, aspectRatio: Glyphs.chevronAspectRatio, makePath: Glyphs.chevronLeft)
    case "chevron.right":
      Symbol(
        isFilled: false, aspectRatio: Glyphs.chevronAspectRatio, makePath: Glyphs.chevronRight)
    case "arrow.clockwise": Symbol(isFilled: false, makePath: Glyphs.arrowClockwise)
    case "bell.fill": Symbol(isFilled: true, makePath: Glyphs.bellFill)
    case "hand.thumbsup.fill": Symbol(isFilled: true, makePath: Glyphs.handThumbsupFill)
    default: nil
    }
  }
}

/// A symbol's outline as a scene shape (internal).
struct SymbolShape: SceneShape {
  let makePath: @Sendable (CGRect) -> Path
  func path(in rect: CGRect) -> Path { makePath(rect) }
}
