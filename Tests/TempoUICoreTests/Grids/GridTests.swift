import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Grid` and `GridRow` in a 480 × 320 window: columns as wide as their widest cells, rows as
/// tall as their tallest, 8 points apart by default.
@MainActor
@Suite("Grid")
struct GridTests {
  /// Red 40 × 20 and blue 60 × 30 over green 50 × 10 and yellow 20 × 20: columns 50 and 60
  /// wide, rows 30 and 20 tall, the grid 118 × 58.
  func squares(alignment: Alignment = .center, divider: Bool = false) -> some View {
    Grid(alignment: alignment) {
      GridRow {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 60, height: 30)
      }
      if divider { Color.purple.frame(height: 2) }
      GridRow {
        Color.green.frame(width: 50, height: 10)
        Color.yellow.frame(width: 20, height: 20)
      }
    }
  }

  @Test("cells are centred in 50- and 60-wide columns and 30- and 20-tall rows, the grid centred")
  func columnsAndRows() {
    let list = HostedView(squares()).frame()
    // The grid's origin: ((480 − 118) / 2, (320 − 58) / 2) = (181, 131).
    #expect(list.fills(.red).map(\.rect) == [rect(186, 136, 40, 20)])
    #expect(list.fills(.blue).map(\.rect) == [rect(239, 131, 60, 30)])
    #expect(list.fills(.green).map(\.rect) == [rect(181, 174, 50, 10)])
    #expect(list.fills(.yellow).map(\.rect) == [rect(259, 169, 20, 20)])
  }

  @Test("Grid(alignment: .topLeading) puts each cell at its cell's top-leading corner")
  func alignment() {
    let list = HostedView(squares(alignment: .topLeading)).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(181, 131, 40, 20)])
    #expect(list.fills(.yellow).map(\.rect) == [rect(239, 169, 20, 20)])
  }

  @Test(
    "GridRow(alignment: .bottom) puts its cells on the row's bottom, the other row stays centred")
  func rowAlignment() {
    let list = HostedView(
      Grid {
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 60, height: 30)
        }
      }
    ).frame()
    // The grid is 108 × 30 at (186, 145); red sits on the row's bottom, 10 below its top.
    #expect(list.fills(.red).map(\.rect) == [rect(186, 155, 40, 20)])
  }

  @Test("a view outside a GridRow spans the grid's 118-point width on a row of its own")
  func spanningView() {
    let list = HostedView(squares(divider: true)).frame()
    // The grid is 118 × 68 (rows 30, 2, 20 and two gaps) at (181, 126).
    #expect(list.fills(.purple).map(\.rect) == [rect(181, 164, 118, 2)])
    #expect(list.fills(.green).map(\.rect) == [rect(181, 179, 50, 10)])
  }

  @Test("offered 480, a 100-wide column is sized first and a flexible one takes the other 372")
  func flexibleColumns() {
    let list = HostedView(
      Grid {
        GridRow {
          Color.red
          Color.blue.frame(width: 100)
        }
      }
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(0, 0, 372, 320)])
    #expect(list.fills(.blue).map(\.rect) == [rect(380, 0, 100, 320)])
  }

  @Test(
    "a row with fewer cells leaves its last column empty; outside a Grid a GridRow is an HStack")
  func shortRowAndOutside() {
    let list = HostedView(
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 60, height: 30)
        }
        GridRow { Color.green.frame(width: 50, height: 10) }
      }
    ).frame()
    // Columns 50 and 60, rows 30 and 10: the grid 118 × 48 at (181, 136).
    #expect(list.fills(.green).map(\.rect) == [rect(181, 174, 50, 10)])
    let row = HostedView(
      GridRow {
        Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 60, height: 30)
      }
    ).frame()
    // As an HStack: 40 + 8 + 60 = 108 wide, centred: red at x 186, blue at 234.
    #expect(row.fills(.red).map(\.rect) == [rect(186, 150, 40, 20)])
    #expect(row.fills(.blue).map(\.rect) == [rect(234, 145, 60, 30)])
  }
}
