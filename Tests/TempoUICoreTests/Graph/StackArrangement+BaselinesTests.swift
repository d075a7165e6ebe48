import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// Noto Sans's ascent at `size` points as SDL_ttf rounds it at one pixel per point: the hhea
/// ascender, 1069 of 1000 units, rounded up to a whole pixel (17 pt: 19; 34 pt: 37; 12 pt: 13).
private func notoAscent(_ size: Double) -> Double { (1069 * size / 1000).rounded(.up) }

/// The baseline of a drawn text's line, in window points: its top plus its font's ascent.
private func baseline(of drawn: Drawn?) -> Double {
  guard let drawn, case .text(_, let size) = drawn.kind else { return .nan }
  return Double(drawn.rect.minY) + notoAscent(size)
}

/// Rows and overlays lined up on text baselines, measured with the system's font (Noto Sans):
/// each text's baseline is its drawn top plus the ascent from the font file.
@MainActor
@Suite("Baseline alignments")
struct StackArrangementBaselinesTests {
  @Test("firstTextBaseline: a 34-point and a 12-point \"Ag\" share a baseline (± 0.5); bottoms not")
  func firstBaselines() {
    let list = HostedView(
      HStack(alignment: .firstTextBaseline) {
        Text("Ag").font(.largeTitle)
        Text("Ag").font(.caption)
      }
    ).frame()
    let texts = list.texts("Ag")
    #expect(texts.count == 2)
    #expect(abs(baseline(of: texts.first) - baseline(of: texts.last)) <= 0.5)
    // Lined up by bottoms they would differ by the descents: 47 - 37 = 10 vs 17 - 13 = 4.
    let bottoms = texts.map { Double($0.rect.maxY) }
    #expect(abs((bottoms.first ?? 0) - (bottoms.last ?? 0)) >= 5.5)
  }

  @Test("lastTextBaseline: a two-line 28-point text's second line sits on a caption's baseline")
  func lastBaselines() {
    let list = HostedView(
      HStack(alignment: .lastTextBaseline) {
        Text("first\nsecond").font(.title)
        Text("note").font(.caption)
      }
    ).frame()
    let note = baseline(of: list.texts("note").first)
    #expect(abs(baseline(of: list.texts("second").first) - note) <= 0.5)
    #expect(abs(baseline(of: list.texts("first").first) - note) > 20)
  }

  @Test("a VStack's first baseline is its first child's, its last its last child's")
  func vStackBaselines() {
    for (guide, line) in [(VerticalAlignment.firstTextBaseline, "Top"), (.lastTextBaseline, "Under")] {
      let list = HostedView(
        HStack(alignment: guide) {
          VStack {
            Text("Top").font(.largeTitle)
            Text("Under")
          }
          Text("side").font(.caption)
        }
      ).frame()
      #expect(abs(baseline(of: list.texts(line).first) - baseline(of: list.texts("side").first)) <= 0.5)
    }
  }

  @Test("padding moves the baseline; the row spans 20 + 19 = 39 above it, 24 - 19 + 30 = 35 below: 74")
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

  @Test("a view without text has its bottom on the baseline: a 10-point square beside 34-point text")
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

  @Test("a symbol beside 17-point text is centred on its capitals' middle: 0.714 × 17 / 2 above the baseline")
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

  @Test("ZStack and overlay with a firstTextBaseline alignment line up a 34- and a 12-point baseline")
  func overlays() {
    let stacked = HostedView(
      ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
        Text("Big").font(.largeTitle)
        Text("small").font(.caption)
      }
    ).frame()
    let overlaid = HostedView(
      Text("Big").font(.largeTitle).overlay(
        alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
      ) { Text("small").font(.caption) }
    ).frame()
    for list in [stacked, overlaid] {
      #expect(abs(baseline(of: list.texts("Big").first) - baseline(of: list.texts("small").first)) <= 0.5)
    }
  }

  @Test("frame(height: 80, alignment: .firstTextBaseline) puts the text's baseline on its bottom")
  func frameAlignment() {
    let list = HostedView(
      Text("Ag").frame(height: 80, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline))
        .background(Color.blue)
    ).frame()
    let bottom = Double(list.fills(.blue).first?.rect.maxY ?? .nan)
    #expect(abs(baseline(of: list.texts("Ag").first) - bottom) <= 0.5)
  }
}
