import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// A grid's rows lined up on text baselines, measured with the system's font (Noto Sans).
@MainActor
@Suite("Grid layout")
struct GridLayoutTests {
  @Test("GridRow(alignment: .firstTextBaseline): a 34- and a 12-point text share a baseline")
  func rowOnBaseline() {
    let list = HostedView(
      Grid {
        GridRow(alignment: .firstTextBaseline) {
          Text("Big").font(.largeTitle)
          Text("tiny").font(.caption)
        }
        Color.red.frame(width: 10, height: 10)
      }
    ).frame()
    let big = baseline(of: list.texts("Big").first)
    #expect(abs(big - baseline(of: list.texts("tiny").first)) <= 0.5)
    // The row spans the 34-point line (47 tall); the square follows 8 points below it.
    let top = Double(list.texts("Big").first?.rect.minY ?? .nan)
    #expect(abs(Double(list.fills(.red).first?.rect.minY ?? .nan) - (top + 47 + 8)) <= 1e-9)
  }

  @Test("Grid(alignment: .lastTextBaseline) lines a two-line text's last line up with a caption")
  func gridOnLastBaseline() {
    let list = HostedView(
      Grid(alignment: Alignment(horizontal: .center, vertical: .lastTextBaseline)) {
        GridRow {
          Text("one\ntwo").font(.title)
          Text("note").font(.caption)
        }
      }
    ).frame()
    #expect(
      abs(baseline(of: list.texts("two").first) - baseline(of: list.texts("note").first)) <= 0.5)
  }
}
