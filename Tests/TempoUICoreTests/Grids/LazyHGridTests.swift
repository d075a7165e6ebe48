import Tempo
import TempoScene
import TempoUICore
import Testing

/// A horizontal grid is the vertical one turned: rows from its items, filled column by column.
@MainActor
@Suite("LazyHGrid")
struct LazyHGridTests {
  @Test(
    "two fixed 30-point rows and five 40-point cells: 3 columns at x 0, 48, 96 of a 136-point grid, rows 38 apart"
  )
  func rowsFillColumnByColumn() {
    let list = HostedView(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
        ForEach(0..<5, id: \.self) { _ in Color.green.frame(width: 40, height: 30) }
      }
    ).frame()
    let frames = list.fills(.green).map(\.rect)
    // 136 × 68 centred in 480 × 320: origin (172, 126).
    #expect(frames.map(\.minX) == [172, 172, 220, 220, 268])
    #expect(frames.map(\.minY) == [126, 164, 126, 164, 126])
  }
}
