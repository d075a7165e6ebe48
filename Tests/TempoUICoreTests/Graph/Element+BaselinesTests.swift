import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// Each view's own text baseline, seen through a row lined up on it, measured with the
/// system's font (Noto Sans): a text's is its drawn top plus the ascent from the font file.
@MainActor
@Suite("Element baselines")
struct ElementBaselinesTests {
  @Test(
    "padding moves the baseline; the row spans 20 + 19 = 39 above it, 24 - 19 + 30 = 35 below: 74")
  func paddingAndHeight() {
    let list = HostedView(
      HStack(alignment: .firstTextBaseline) {
        Text("padded").padding(.top, 20).padding(.bottom, 30)
        Text("Big").font(.largeTitle)
      }
      .background(Color.blue)
    ).frame()
    let padded = baseline(of: list.texts("padded").first)
    #expect(abs(padded - baseline(of: list.texts("Big").first)) <= 0.5)
    let row = list.fills(.blue).first?.rect ?? .null
    #expect(abs(Double(row.height) - 74) <= 1e-9)
    #expect(abs(Double(row.minY) + 39 - padded) <= 0.5)
  }

  @Test(
    "a view without text has its bottom on the baseline: a 10-point square beside 34-point text")
  func bottomStandsForBaseline() {
    let list = HostedView(
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 10, height: 10)
        Text("Ag").font(.largeTitle)
      }
    ).frame()
    let square = Double(list.fills(.red).first?.rect.maxY ?? .nan)
    #expect(abs(square - baseline(of: list.texts("Ag").first)) <= 0.5)
  }

  @Test(
    "a symbol beside 17-point text is centred on its capitals' middle: 0.714 × 17 / 2 above the baseline"
  )
  func symbolBesideText() {
    for name in ["star.fill", "gear"] {
      let list = HostedView(
        HStack(alignment: .firstTextBaseline) {
          Image(systemName: name).background(Color.blue)
          Text("Ag")
        }
      ).frame()
      let box = Double(list.fills(.blue).first?.rect.midY ?? .nan)
      let capMiddle: Double = baseline(of: list.texts("Ag").first) - 0.714 * 17 / 2
      #expect(abs(box - capMiddle) <= 0.5, Comment(rawValue: name))
    }
  }

  @Test("offset draws the text 10 points lower but leaves its baseline where the row put it")
  func offsetKeepsBaseline() {
    let list = HostedView(
      HStack(alignment: .firstTextBaseline) {
        Text("moved").offset(y: 10)
        Text("Big").font(.largeTitle)
      }
    ).frame()
    #expect(
      abs(baseline(of: list.texts("moved").first) - baseline(of: list.texts("Big").first) - 10)
        <= 0.5)
  }
}
