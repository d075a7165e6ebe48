import TempoScene

extension CoverageRasterizer {
  /// The most cells a fill keeps at once (1 MiB of them): a taller fill is rasterised in bands
  /// of rows, so a large frame does not keep a cell for each of its pixels.
  package static let maximumCells = 1 << 18

  /// Fills `path`, its points mapped by `transform` to device pixels, in `source` (a
  /// premultiplied ``PremultipliedARGB32`` word) with the non-zero rule OVER the pixels of
  /// `clip` in `pixels` (as ``blend(_:into:wordsPerRow:)`` lays them out), in bands of at most
  /// ``maximumCells`` cells; curves flattened within `tolerance` pixels. A path with a point
  /// that is not finite fills nothing.
  package mutating func fill(
    _ path: Path, transform: AffineTransform2D, clip: DisplayListDamage.PixelBox,
    source: UInt32, into pixels: UnsafeMutablePointer<UInt32>, wordsPerRow: Int,
    tolerance: Double = defaultTolerance
  ) {
    guard let touched = Self.touchedBox(of: path, transform: transform, clip: clip) else { return }
    let rows = max(1, Self.maximumCells / (touched.maxX - touched.minX + 2))
    var top = touched.minY
    while top < touched.maxY {
      let band = DisplayListDamage.PixelBox(
        minX: touched.minX, minY: top, maxX: touched.maxX, maxY: min(top + rows, touched.maxY))
      begin(band)
      addOutline(of: path, transform: transform, tolerance: tolerance)
      blend(source, into: pixels, wordsPerRow: wordsPerRow)
      top = band.maxY
    }
  }

  /// Blends `source` (a premultiplied ``PremultipliedARGB32`` word) at each pixel's coverage
  /// OVER the pixels of the box in `pixels`, words of the frame whose row `y` starts at
  /// `pixels + y × wordsPerRow`, and clears the cells for the next fill.
  ///
  /// Coverage is rounded to 1/255 and blended as ``PremultipliedARGB32/over(_:coverage:onto:)``
  /// does; over a run of pixels with the same coverage the covered source is worked out once,
  /// and a run fully covered by an opaque source is written as a run of words.
  package mutating func blend(
    _ source: UInt32, into pixels: UnsafeMutablePointer<UInt32>, wordsPerRow: Int
  ) {
    let box = box
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    guard width > 0, height > 0 else { return }
    let cellsPerRow = width + 2
    let opaque = source >> 24 == 255
    withCells { cells in
      for y in 0..<height {
        let row = cells + y * cellsPerRow
        let words = pixels + (box.minY + y) * wordsPerRow + box.minX
        var sum: Float = 0
        var x = 0
        while x < width {
          sum += row[x]
          row[x] = 0
          let coverage = UInt32(min(abs(sum), 1) * 255 + 0.5)
          // The coverage holds until the next cell that changes the sum.
          var end = x + 1
          while end < width && row[end] == 0 { end += 1 }
          if coverage == 255 && opaque {
            (words + x).update(repeating: source, count: end - x)
          } else if coverage != 0 {
            let covered =
              coverage == 255 ? source : PremultipliedARGB32.scale(source, by: coverage)
            let remaining = 255 - covered >> 24
            for index in x..<end {
              words[index] = covered &+ PremultipliedARGB32.scale(words[index], by: remaining)
            }
          }
          x = end
        }
        row[width] = 0
        row[width + 1] = 0
      }
    }
  }
}
