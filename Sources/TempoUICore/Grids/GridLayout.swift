import Foundation
import TempoScene

/// The layout of a ``Grid`` (internal): columns from the rows' cells, rows down the grid.
struct GridLayout: Equatable {
  var alignment: Alignment
  var horizontalSpacing: Double
  var verticalSpacing: Double

  /// One line of the grid: a row and its cells, or a view spanning the grid (`cells` nil).
  struct Line {
    let element: Element
    let cells: [Element]?
    let alignment: VerticalAlignment?
  }

  /// Where a line goes, and its cells, in the grid's points.
  struct Placement {
    var frame: CGRect
    var cells: [CGRect]
  }

  /// The lines of `grid`: each view laid out in it, a row when a ``GridRow`` is found under
  /// it (through views without a node of their own), else a spanning view.
  @MainActor static func lines(of grid: Element) -> [Line] {
    var lines: [Line] = []
    for child in grid.layoutChildren {
      var current = child
      var row: (any GridRowPrimitive)?
      while true {
        if current.isPrimitive {
          row = current.core as? any GridRowPrimitive
          break
        }
        guard current.node == nil, current.children.count == 1 else { break }
        current = current.children[0]
      }
      if let row {
        lines.append(
          Line(element: child, cells: current.layoutChildren, alignment: row.rowAlignment))
      } else {
        lines.append(Line(element: child, cells: nil, alignment: nil))
      }
    }
    return lines
  }

  /// Whether the row `element` is laid out by a grid: the first view above it that is not a
  /// group, `ForEach` or a view with a body is a ``Grid``.
  @MainActor static func isInGrid(_ element: Element) -> Bool {
    var ancestor = element.parent
    while let current = ancestor {
      if current.isPrimitive, !current.isLayoutTransparent {
        return current.core is any GridContainer
      }
      ancestor = current.parent
    }
    return false
  }

  /// The grid's size for `proposal`, and where each line and cell goes.
  @MainActor func arrange(_ lines: [Line], in proposal: ProposedViewSize)
    -> (size: CGSize, lines: [Placement])
  {
    let widths = columnWidths(lines, proposal: proposal.width)
    var gridWidth = widths.reduce(0, +) + horizontalSpacing * Double(max(widths.count - 1, 0))
    if widths.isEmpty {
      for line in lines {
        gridWidth = max(
          gridWidth,
          Double(
            line.element.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width))
      }
    }
    let heights = rowHeights(lines, widths: widths, gridWidth: gridWidth, proposal: proposal.height)
    var placements: [Placement] = []
    var y = 0.0
    for (index, line) in lines.enumerated() {
      let height = heights[index]
      let frame = CGRect(x: 0, y: y, width: gridWidth, height: height)
      var cells: [CGRect] = []
      if let lineCells = line.cells {
        var x = 0.0
        let vertical = line.alignment ?? alignment.vertical
        let baselineTops = baselineRow(lineCells, widths: widths, height: height, on: vertical)
        for (column, cell) in lineCells.enumerated() where column < widths.count {
          let bounds = CGRect(x: x, y: y, width: widths[column], height: height)
          let size = cell.sizeThatFits(ProposedViewSize(width: widths[column], height: height))
          var frame = ModifiedView<EmptyView>.align(
            size, in: bounds, Alignment(horizontal: alignment.horizontal, vertical: vertical))
          if let baselineTops { frame.origin.y = y + baselineTops.tops[column] }
          cells.append(frame)
          x += widths[column] + horizontalSpacing
        }
      }
      placements.append(Placement(frame: frame, cells: cells))
      y += height + verticalSpacing
    }
    let height = heights.reduce(0, +) + verticalSpacing * Double(max(heights.count - 1, 0))
    return (CGSize(width: gridWidth, height: height), placements)
  }

  /// Each column's width: the widest of its cells, the columns sharing `width` as a stack's
  /// views share its length (least flexible first), or at their ideal widths when `nil`.
  @MainActor private func columnWidths(_ lines: [Line], proposal width: Double?) -> [Double] {
    var columns: [[Element]] = []
    for line in lines {
      for (column, cell) in (line.cells ?? []).enumerated() {
        if column == columns.count { columns.append([]) }
        columns[column].append(cell)
      }
    }
    func widest(_ cells: [Element], offered: Double?) -> Double {
      var widest = 0.0
      for cell in cells {
        widest = max(
          widest, Double(cell.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width))
      }
      return widest
    }
    return Self.share(width, spacing: horizontalSpacing, count: columns.count) {
      widest(columns[$0], offered: $1)
    }
  }

  /// Each line's height: the tallest of its cells in their columns' widths (a spanning view in
  /// the grid's), the lines sharing `height` least flexible first, or ideal when `nil`.
  @MainActor private func rowHeights(
    _ lines: [Line], widths: [Double], gridWidth: Double, proposal height: Double?
  ) -> [Double] {
    func tallest(_ line: Line, offered: Double?) -> Double {
      guard let cells = line.cells else {
        return Double(
          line.element.sizeThatFits(ProposedViewSize(width: gridWidth, height: offered)).height)
      }
      let vertical = line.alignment ?? alignment.vertical
      if let row = baselineRow(cells, widths: widths, height: offered, on: vertical) {
        return row.height
      }
      var tallest = 0.0
      for (column, cell) in cells.enumerated() where column < widths.count {
        tallest = max(
          tallest,
          Double(cell.sizeThatFits(ProposedViewSize(width: widths[column], height: offered)).height)
        )
      }
      return tallest
    }
    return Self.share(height, spacing: verticalSpacing, count: lines.count) {
      tallest(lines[$0], offered: $1)
    }
  }

  /// A row's cells lined up on a text baseline `guide` (`nil` for another alignment): each
  /// cell's top in the row, and the height they span, sized in their columns' `widths`.
  @MainActor private func baselineRow(
    _ cells: [Element], widths: [Double], height: Double?, on guide: VerticalAlignment
  ) -> (height: Double, tops: [Double])? {
    guard guide.isTextBaseline else { return nil }
    let placed = Array(cells.prefix(widths.count))
    var sizes: [CGSize] = []
    for (column, cell) in placed.enumerated() {
      sizes.append(cell.sizeThatFits(ProposedViewSize(width: widths[column], height: height)))
    }
    return StackArrangement.lineUp(sizes, of: placed, on: guide)
  }

  /// The lengths of `count` tracks `spacing` apart sharing `total` as a stack's views share
  /// its length: the least flexible first, each offered an equal share of what is left; each
  /// at `length(index, nil)`, its ideal, when `total` is `nil`.
  @MainActor private static func share(
    _ total: Double?, spacing: Double, count: Int, length: (Int, Double?) -> Double
  ) -> [Double] {
    guard let total else { return (0..<count).map { length($0, nil) } }
    let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
    let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var lengths = [Double](repeating: 0, count: count)
    var remaining = max(total - spacing * Double(max(count - 1, 0)), 0)
    var left = count
    for index in order {
      lengths[index] = length(index, remaining / Double(left))
      remaining = max(remaining - lengths[index], 0)
      left -= 1
    }
    return lengths
  }
}

/// A grid that places its rows' cells itself (internal: ``Grid``).
protocol GridContainer {}
