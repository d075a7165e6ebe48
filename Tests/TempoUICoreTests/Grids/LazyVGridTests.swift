import Tempo
import TempoScene
import TempoUICore
import Testing

/// A vertical grid's columns follow SwiftUI's rule for the width offered: fixed ones take
/// their size, the rest share what is left after the 8-point spacings; an adaptive item fits
/// as many columns of its minimum as it can. Rows are as tall as their tallest view, 8 apart.
@MainActor
@Suite("LazyVGrid")
struct LazyVGridTests {
  /// `count` 20-point-tall green cells in a grid of `columns`, 300 points wide, at the
  /// window's centre (x 90 … 390).
  func cells(_ columns: [GridItem], count: Int = 7, spacing: CGFloat? = nil) -> [CGRect] {
    HostedView(
      LazyVGrid(columns: columns, spacing: spacing) {
        ForEach(0..<count, id: \.self) { _ in Color.green.frame(height: 20) }
      }
      .frame(width: 300)
    ).frame().fills(.green).map(\.rect)
  }

  @Test(
    "three flexible columns in 300 points are (300 − 16) / 3 wide; 7 cells make 3 rows at y 0, 28, 56 of a 76-point grid"
  )
  func flexibleColumns() {
    let frames = cells(Array(repeating: GridItem(.flexible()), count: 3))
    let width = (300.0 - 16) / 3
    #expect(frames.count == 7)
    let top = 160 - 76.0 / 2
    for (index, frame) in frames.enumerated() {
      let (row, column) = (index / 3, index % 3)
      #expect(abs(Double(frame.minX) - (90 + Double(column) * (width + 8))) < 1e-9, "cell \(index)")
      #expect(abs(Double(frame.minY) - (top + Double(row) * 28)) < 1e-9, "cell \(index)")
      #expect(abs(Double(frame.width) - width) < 1e-9)
    }
  }

  @Test(
    "one adaptive item of minimum 80 in 300 points makes ⌊308 / 88⌋ = 3 columns of (300 − 16) / 3")
  func adaptiveColumns() {
    let frames = cells([GridItem(.adaptive(minimum: 80))], count: 4)
    let width = (300.0 - 16) / 3
    #expect(frames.map { abs(Double($0.width) - width) < 1e-9 } == [true, true, true, true])
    #expect(abs(Double(frames[3].minX) - 90) < 1e-9)  // the fourth starts the second row
  }

  @Test("a fixed 50-point column and a flexible one: the flexible one takes 300 − 50 − 8 = 242")
  func fixedAndFlexible() {
    let frames = cells([GridItem(.fixed(50)), GridItem(.flexible())], count: 2)
    #expect(frames.map(\.width) == [50, 242])
    #expect(frames.map(\.minX) == [90, 148])
  }

  @Test(
    "a flexible column's maximum caps it: .flexible(maximum: 100) beside a fixed 50 is 100 wide")
  func flexibleMaximum() {
    let frames = cells([GridItem(.fixed(50)), GridItem(.flexible(maximum: 100))], count: 2)
    #expect(frames.map(\.width) == [50, 100])
  }

  @Test("rows 4 apart with spacing: 4; a column's own spacing: 20 after it")
  func spacings() {
    let frames = cells(
      [GridItem(.fixed(40), spacing: 20), GridItem(.fixed(40))], count: 4, spacing: 4)
    // The grid is 40 + 20 + 40 = 100 wide, centred in the 300-point frame: x 190 … 290.
    #expect(frames.map(\.minX) == [190, 250, 190, 250])
    #expect(frames[2].minY - frames[0].minY == 24)
  }

  @Test(
    "a view narrower than its cell sits by the item's alignment (leading) or the grid's (trailing)")
  func cellAlignment() {
    let list = HostedView(
      LazyVGrid(
        columns: [GridItem(.fixed(60), alignment: .leading), GridItem(.fixed(60))],
        alignment: .trailing
      ) {
        Color.green.frame(width: 20, height: 20)
        Color.green.frame(width: 20, height: 20)
      }
    ).frame()
    // The grid is 128 wide at x 176: cells at 176 and 244.
    #expect(list.fills(.green).map(\.rect.minX) == [176, 284])
  }
}
