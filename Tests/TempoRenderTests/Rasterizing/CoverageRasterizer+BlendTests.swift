import Foundation
import TempoScene
import Testing

@testable import TempoRender

@Suite("Coverage rasterizer: blending")
struct CoverageRasterizerBlendTests {
  /// A `width` × `height` frame of `fill` words with `padding` extra words a row.
  static func frame(width: Int, height: Int, padding: Int, fill: UInt32) -> [UInt32] {
    [UInt32](repeating: fill, count: (width + padding) * height)
  }

  /// Fills `path` in `source` over `frame` (rows of `wordsPerRow`) within `clip`.
  static func fill(
    _ path: Path, source: UInt32, frame: inout [UInt32], wordsPerRow: Int,
    clip: DisplayListDamage.PixelBox
  ) {
    var rasterizer = CoverageRasterizer()
    guard rasterizer.begin(path, transform: .identity, clip: clip) else { return }
    frame.withUnsafeMutableBufferPointer {
      rasterizer.blend(source, into: $0.baseAddress!, wordsPerRow: wordsPerRow)
    }
  }

  @Test("an opaque square from (2, 2) to (6, 6) writes its word to 16 pixels and no other")
  func opaqueFillWritesCoveredPixels() {
    let (width, height, padding) = (10, 8, 3)
    var frame = Self.frame(width: width, height: height, padding: padding, fill: 0xFF00_0000)
    Self.fill(
      Path(rect: CGRect(x: 2, y: 2, width: 4, height: 4)), source: 0xFFFF_0000, frame: &frame,
      wordsPerRow: width + padding,
      clip: DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
    for y in 0..<height {
      for x in 0..<(width + padding) {
        let inside = (2..<6).contains(x) && (2..<6).contains(y)
        #expect(frame[y * (width + padding) + x] == (inside ? 0xFFFF_0000 : 0xFF00_0000))
      }
    }
  }

  @Test("a half-covered column of white over black reads 0xFF808080, the covered ones white")
  func halfCoveredPixelsBlend() {
    var frame = Self.frame(width: 6, height: 2, padding: 0, fill: 0xFF00_0000)
    Self.fill(
      Path(rect: CGRect(x: 1.5, y: 0, width: 3, height: 2)), source: 0xFFFF_FFFF, frame: &frame,
      wordsPerRow: 6, clip: DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 6, maxY: 2))
    #expect(
      Array(frame[0..<6]) == [
        0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFF80_8080, 0xFF00_0000,
      ])
  }

  @Test(
    "a translucent fill blends every covered pixel: red at alpha 0.5 over blue gives (128, 0, 127)")
  func translucentFillBlendsEachPixel() {
    var frame = Self.frame(width: 5, height: 5, padding: 0, fill: 0xFF00_00FF)
    Self.fill(
      Path(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), source: 0x8080_0000, frame: &frame,
      wordsPerRow: 5, clip: DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 5, maxY: 5))
    #expect(frame.allSatisfy { $0 == 0xFF80_007F })
  }

  @Test("pixels outside the clip keep their words")
  func clipIsRespected() {
    var frame = Self.frame(width: 8, height: 8, padding: 0, fill: 0xFF00_0000)
    Self.fill(
      Path(rect: CGRect(x: 0, y: 0, width: 8, height: 8)), source: 0xFFFF_FFFF, frame: &frame,
      wordsPerRow: 8, clip: DisplayListDamage.PixelBox(minX: 2, minY: 3, maxX: 5, maxY: 4))
    let white = frame.indices.filter { frame[$0] == 0xFFFF_FFFF }
    #expect(white == [3 * 8 + 2, 3 * 8 + 3, 3 * 8 + 4])
  }

  @Test(
    "a 600 × 600 px fill, two bands of cells, covers each pixel across the band edge; ≤ maximumCells kept"
  )
  func tallFillIsBanded() {
    let side = 600
    var frame = Self.frame(width: side, height: side, padding: 0, fill: 0xFF00_0000)
    var rasterizer = CoverageRasterizer()
    frame.withUnsafeMutableBufferPointer {
      rasterizer.fill(
        Path(rect: CGRect(x: 0.25, y: 0.5, width: 599.5, height: 599)), transform: .identity,
        clip: DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: side, maxY: side),
        source: 0xFFFF_FFFF, into: $0.baseAddress!, wordsPerRow: side)
    }
    #expect((side + 2) * side > CoverageRasterizer.maximumCells)
    #expect(rasterizer.cellCount <= CoverageRasterizer.maximumCells)
    // Inside: white. Column 0 is 3/4 covered: 191 white over 64/255 of black, 0xFFBFBFBF;
    // rows 0 and 599 half: 0xFF808080; the corner 3/8: 96, 0xFF606060.
    let rows = (1..<(side - 1)).map { frame[$0 * side + 300] }
    #expect(rows.allSatisfy { $0 == 0xFFFF_FFFF })
    #expect((1..<(side - 1)).allSatisfy { frame[$0 * side] == 0xFFBF_BFBF })
    #expect(frame[300] == 0xFF80_8080 && frame[599 * side + 300] == 0xFF80_8080)
    #expect(frame[0] == 0xFF60_6060)
  }
}
