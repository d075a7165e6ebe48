import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The list: rows slide in from the leading edge and scale away; a removed row leaves nothing.
@MainActor
struct InsertRemoveListTests {
  @Test func removedRowsLeaveNoNodeBehindOnceTheirRemovalEnds() {
    let example = HostedExample(InsertRemoveList())
    let twoRows = example.run(to: 5)
    let nodesWithTwoRows = example.nodes.count
    #expect(twoRows.textOpacities("Row 1") == [1] && twoRows.textOpacities("Row 2") == [1])
    example.click("Add", atFrame: 6)
    example.run(to: 60)
    let nodesPerRow = example.nodes.count - nodesWithTwoRows
    #expect(nodesPerRow > 0)
    example.click("Remove", atFrame: 61)
    example.click("Remove", atFrame: 62)
    // Both leaving rows are still drawn while they shrink.
    #expect(example.hasTextNode("Row 1") && example.hasTextNode("Row 2"))
    example.run(to: 240)
    #expect(example.host.engine.isIdle)
    #expect(!example.hasTextNode("Row 1") && !example.hasTextNode("Row 2"))
    #expect(example.hasTextNode("Row 3"))
    #expect(example.nodes.count == nodesWithTwoRows - nodesPerRow)
  }

  @Test func anInsertedRowStartsOneRowWidthToTheLeadingSideOfItsPlace() {
    let example = HostedExample(InsertRemoveList())
    let rowColor = Color.purple
    let firstRow = example.run(to: 5).fills(rowColor)[0].rect
    example.click("Add", atFrame: 6)
    // `.move(edge: .leading)` offsets the new row by its own width (160 pt) at the start.
    let inserted = example.run(to: 6).fills(rowColor)
    #expect(inserted.count == 3)
    #expect(abs(inserted[0].rect.minX - (firstRow.minX - 160)) < 1e-9)
    // At rest it sits where the first row was.
    let rest = example.run(to: 120).fills(rowColor)[0].rect
    #expect(abs(rest.minX - firstRow.minX) < 1e-9 && abs(rest.minY - firstRow.minY) < 1e-9)
  }
}
