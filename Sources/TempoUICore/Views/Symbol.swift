import Foundation
import TempoScene

/// A vector glyph standing in for an SF Symbol (internal): its outline in a unit design square,
/// drawn filled or stroked.
struct Symbol {
  /// The font size the symbols' line widths are designed for, in points.
  static let designSize = 28.0

  /// Whether the outline is filled (the `.fill` variants) or stroked.
  var isFilled: Bool
  /// The stroke width at ``designSize``, in points.
  var lineWidth: Double = 2
  /// Width over height of the symbol's frame.
  var aspectRatio: Double = 1
  /// The outline in a frame.
  var makePath: @Sendable (CGRect) -> Path

  /// The outline as a scene shape, redrawn at whatever size the symbol is laid out.
  var shape: any TempoScene.Shape { SymbolShape(makePath: makePath) }

  /// The symbol named `name`, or `nil` when the set has none.
  static func named(_ name: String) -> Symbol? {
    switch name {
    case "star": Symbol(isFilled: false, makePath: Glyphs.star)
    case "star.fill": Symbol(isFilled: true, makePath: Glyphs.star)
    case "circle": Symbol(isFilled: false, makePath: Glyphs.circle)
    case "circle.fill": Symbol(isFilled: true, makePath: Glyphs.circle)
    case "heart": Symbol(isFilled: false, makePath: Glyphs.heart)
    case "heart.fill": Symbol(isFilled: true, makePath: Glyphs.heart)
    default: nil
    }
  }
}

/// A symbol's outline as a scene shape (internal).
struct SymbolShape: TempoScene.Shape {
  let makePath: @Sendable (CGRect) -> Path
  func path(in rect: CGRect) -> Path { makePath(rect) }
}
