/// Exact-area anti-aliased coverage of filled outlines over a box of device pixels, by signed
/// area accumulation (package-level): what a software backend needs to fill a path in one
/// colour without a general-purpose rasteriser.
///
/// Each line of the outline adds, to every pixel of each row it crosses, the signed area it
/// leaves to its right: a cell per pixel holds the change of coverage from the pixel before it,
/// so a running sum along a row gives each pixel's coverage, and an edge only touches the cells
/// of the pixels it passes through plus one. Lines going down add, lines going up subtract; the
/// coverage used is the running sum's magnitude clamped to 1, which is the non-zero rule's
/// exact area wherever the winding number is −1, 0 or 1 in a pixel (and full coverage where it
/// is larger). Lines left of the box still count (as if on its left edge); lines right of it do
/// not.
///
/// The cells are kept between fills and cleared as they are read (``blend(_:into:wordsPerRow:)``),
/// so a warm rasteriser fills without allocating.
package struct CoverageRasterizer {
  /// The pixels coverage is accumulated for, in device pixels (empty before ``begin(_:)``).
  package private(set) var box = DisplayListDamage.PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// The cells: `box.width + 2` per row, row by row; all zero outside a fill.
  private var cells = [Float](repeating: 0, count: 2)
  /// The first column and row of the box, as Doubles (subtracted from every point).
  private var origin = (x: 0.0, y: 0.0)
  /// The box's size in pixels, as Doubles (where lines are clamped and clipped).
  private var extent = (width: 0.0, height: 0.0)
  /// Cells per row: the box's width + 2 (a line at the right edge writes one cell past it).
  private var cellsPerRow = 2

  /// How many cells are kept (for tests: at most ``maximumCells`` after a frame's fills).
  package var cellCount: Int { cells.count }

  /// An empty rasteriser.
  package init() {}

  /// Starts a fill whose coverage is wanted over `box` (clamped to at most 16,384 pixels each
  /// way from its first column and row).
  package mutating func begin(_ box: DisplayListDamage.PixelBox) {
    let width = max(0, min(box.maxX - box.minX, 16_384))
    let height = max(0, min(box.maxY - box.minY, 16_384))
    self.box = DisplayListDamage.PixelBox(
      minX: box.minX, minY: box.minY, maxX: box.minX + width, maxY: box.minY + height)
    origin = (Double(box.minX), Double(box.minY))
    extent = (Double(width), Double(height))
    cellsPerRow = width + 2
    let needed = cellsPerRow * height
    if cells.count < needed {
      cells.append(contentsOf: repeatElement(0, count: needed - cells.count))
    }
  }

  /// Adds the line from (`x0`, `y0`) to (`x1`, `y1`), in device pixels, to the outline.
  package mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    guard y0 != y1 else { return }
    let direction: Double = y1 > y0 ? 1 : -1
    // From its top end to its bottom end, in the box's coordinates.
    let (topX, topY, bottomY) =
      y0 < y1
      ? (x0 - origin.x, y0 - origin.y, y1 - origin.y)
      : (x1 - origin.x, y1 - origin.y, y0 - origin.y)
    let slope = (y0 < y1 ? x1 - x0 : x0 - x1) / (bottomY - topY)
    let start = max(topY, 0)
    let end = min(bottomY, extent.height)
    guard start < end else { return }
    let (cellsPerRow, width) = (cellsPerRow, extent.width)
    cells.withUnsafeMutableBufferPointer { cells in
      var row = Int(start)
      var (rowTop, xAtTop) = (start, topX + (start - topY) * slope)
      while rowTop < end {
        let rowBottom = min(Double(row + 1), end)
        let xAtBottom = topX + (rowBottom - topY) * slope
        Self.accumulate(
          into: cells.baseAddress! + row * cellsPerRow, width: width, from: xAtTop,
          to: xAtBottom, area: (rowBottom - rowTop) * direction)
        (rowTop, xAtTop) = (rowBottom, xAtBottom)
        row += 1
      }
    }
  }

  /// Adds to one row's cells the piece of a line crossing it from x = `a` to x = `b` (box
  /// coordinates, either order) with signed height `area`: the coverage it adds to its right.
  @inline(__always)
  private static func accumulate(
    into row: UnsafeMutablePointer<Float>, width: Double, from a: Double, to b: Double,
    area: Double
  ) {
    var (left, right) = a < b ? (a, b) : (b, a)
    if right <= 0 {
      // Wholly left of the box: full coverage from its first pixel on.
      row[0] += Float(area)
      return
    }
    if left >= width { return }
    let span = right - left
    guard span > 1e-9 else {
      // Vertical within the row.
      let x = min(max(left, 0), width)
      let column = Int(x)
      let inside = x - Double(column)
      row[column] += Float(area * (1 - inside))
      row[column + 1] += Float(area * inside)
      return
    }
    let perUnit = area / span
    if left < 0 {
      row[0] += Float(perUnit * -left)
      left = 0
    }
    right = min(right, width)
    let first = Int(left)
    let last = Int(right)
    if first == last || Double(last) == right && last == first + 1 {
      // Within one pixel: its area right of the piece's middle.
      let middle = (left + right) / 2 - Double(first)
      let height = perUnit * (right - left)
      row[first] += Float(height * (1 - middle))
      row[first + 1] += Float(height * middle)
      return
    }
    for column in first...last {
      let from = column == first ? left - Double(first) : 0
      let to = column == last ? right - Double(last) : 1
      let secondMoment = (to * to - from * from) / 2
      row[column] += Float(perUnit * ((to - from) - secondMoment))
      row[column + 1] += Float(perUnit * secondMoment)
    }
  }

  /// Calls `body` with each pixel's coverage (0…1, clamped non-zero) row by row over the box,
  /// and clears the cells for the next fill.
  package mutating func forEachCoverage(_ body: (_ x: Int, _ y: Int, _ coverage: Double) -> Void) {
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    let (minX, minY, cellsPerRow) = (box.minX, box.minY, cellsPerRow)
    withCells { cells in
      for y in 0..<height {
        let row = cells + y * cellsPerRow
        var sum: Float = 0
        for x in 0..<width {
          sum += row[x]
          row[x] = 0
          body(minX + x, minY + y, Double(min(abs(sum), 1)))
        }
        row[width] = 0
        row[width + 1] = 0
      }
    }
  }

  /// Calls `body` with the first cell (`box.width + 2` a row, row by row), for reading and
  /// clearing them.
  mutating func withCells<Result>(_ body: (UnsafeMutablePointer<Float>) -> Result) -> Result {
    cells.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
  }
}
