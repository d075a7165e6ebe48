import Foundation
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoUICore

/// Every SF Symbol name of ``SymbolNameMap`` drawn by `Image(systemName:)` through the
/// offscreen renderer: each inks its own box and nothing around it, in the foreground colour,
/// at the size its font gives.
@MainActor
@Suite("Image(systemName:) glyphs, in pixels", .serialized)
struct SymbolGlyphPixelTests {
  /// The grid's columns, the cell side and the symbols' font size, in points.
  static let (columns, cell, fontSize) = (20, 24.0, 15.0)
  /// The icon's square: the font size × 1.2 (Material's em over its live area).
  static let side = fontSize * 1.2

  /// Every mapped name, `columns` to a row, each centred in a cell.
  struct Grid: View {
    let names: [String]
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<(names.count + columns - 1) / columns, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(row * columns..<min(names.count, row * columns + columns), id: \.self) {
              Image(systemName: names[$0]).frame(width: cell, height: cell)
            }
            Spacer(minLength: 0)
          }
        }
      }
      .foregroundColor(.white)
      .font(.system(size: fontSize))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// Renders `view` in a `width` × `height` window at 1×.
  func render<V: View>(_ view: V, width: Double, height: Double) throws -> RGBAImage {
    try renderOffscreen(view, width: width, height: height)
  }

  @Test("each of the mapped names inks its icon square and nothing else of its cell")
  func everyNameDrawsInk() throws {
    let names = SymbolNameMap.entries.map(\.name)
    let rows = (names.count + Self.columns - 1) / Self.columns
    let (width, height) = (Double(Self.columns) * Self.cell, Double(rows) * Self.cell)
    let image = try render(Grid(names: names), width: width, height: height)
    let margin = (Self.cell - Self.side) / 2
    for (index, name) in names.enumerated() {
      let (left, top) = (
        Double(index % Self.columns) * Self.cell, Double(index / Self.columns) * Self.cell
      )
      var (inside, outside) = (0, 0)
      for y in Int(top)..<Int(top + Self.cell) {
        for x in Int(left)..<Int(left + Self.cell) {
          guard let p = image.pixel(x: x, y: y), p.red >= 128 else { continue }
          let (dx, dy) = (Double(x) + 0.5 - left, Double(y) + 0.5 - top)
          let inBox =
            dx > margin - 1 && dx < Self.cell - margin + 1 && dy > margin - 1
            && dy < Self.cell - margin + 1
          if inBox { inside += 1 } else { outside += 1 }
        }
      }
      #expect(inside >= 12, "\(name) inks \(inside) pixels")
      #expect(outside == 0, "\(name) inks \(outside) pixels outside its square")
    }
  }

  @Test("a glyph in foregroundColor(.green) is drawn in that green alone")
  func tintIsTheForegroundColour() throws {
    let image = try render(
      Image(systemName: "gear").foregroundColor(.green).font(.system(size: 40)), width: 80,
      height: 80)
    let green = Color.green
    var inked = 0
    for y in 0..<80 {
      for x in 0..<80 {
        let p = image.pixel(x: x, y: y)!
        guard p.red > 0 || p.green > 0 || p.blue > 0 else { continue }
        inked += 1
        // Green over black at the pixel's coverage: every channel in green's proportions.
        let coverage = Double(p.green) / (green.green * 255)
        #expect(abs(Double(p.red) - green.red * 255 * coverage) <= 2)
        #expect(abs(Double(p.blue) - green.blue * 255 * coverage) <= 2)
      }
    }
    #expect(inked > 200)
  }

  @Test("a glyph's ink box follows its font: twice the font size, twice the box")
  func sizeFollowsTheFont() throws {
    func inkBox(_ size: Double) throws -> CGSize {
      let image = try render(
        Image(systemName: "house.fill").font(.system(size: size)), width: 160, height: 160)
      var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
      for y in 0..<160 {
        for x in 0..<160 where image.pixel(x: x, y: y)!.red >= 128 {
          (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
      }
      return CGSize(width: maxX - minX + 1, height: maxY - minY + 1)
    }
    let (small, large) = (try inkBox(30), try inkBox(60))
    #expect(abs(Double(large.width) - 2 * Double(small.width)) <= 2, "\(small) \(large)")
    #expect(abs(Double(large.height) - 2 * Double(small.height)) <= 2, "\(small) \(large)")
    // Material's home glyph spans 20 of its 24 units wide: 30 × 1.2 × 20/24 = 30 pt.
    #expect(abs(Double(small.width) - 30) <= 2, "\(small)")
  }
}
