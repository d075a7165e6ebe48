import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

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
    for (guide, line) in [
      (VerticalAlignment.firstTextBaseline, "Top"), (.lastTextBaseline, "Under"),
    ] {
      let list = HostedView(
        HStack(alignment: guide) {
          VStack {
            Text("Top").font(.largeTitle)
            Text("Under")
          }
          Text("side").font(.caption)
        }
      ).frame()
      #expect(
        abs(baseline(of: list.texts(line).first) - baseline(of: list.texts("side").first)) <= 0.5)
    }
  }

  @Test("an HStack's first baseline is its highest child's, its last its lowest child's")
  func hStackCombinesBaselines() {
    for (guide, line) in [
      (VerticalAlignment.firstTextBaseline, "tiny"), (.lastTextBaseline, "Big"),
    ] {
      let list = HostedView(
        HStack(alignment: guide) {
          HStack(alignment: .top) {
            Text("Big").font(.largeTitle)
            Text("tiny").font(.caption)
          }
          Text("out").font(.caption)
        }
      ).frame()
      #expect(
        abs(baseline(of: list.texts(line).first) - baseline(of: list.texts("out").first)) <= 0.5)
    }
  }

  @Test(
    "ZStack and overlay with a firstTextBaseline alignment line up a 34- and a 12-point baseline")
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
      #expect(
        abs(baseline(of: list.texts("Big").first) - baseline(of: list.texts("small").first)) <= 0.5)
    }
  }

  @Test("frame(height: 80, alignment: .firstTextBaseline) puts the text's baseline on its bottom")
  func frameAlignment() {
    let list = HostedView(
      Text("Ag").frame(
        height: 80, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline)
      )
      .background(Color.blue)
    ).frame()
    let bottom = Double(list.fills(.blue).first?.rect.maxY ?? .nan)
    #expect(abs(baseline(of: list.texts("Ag").first) - bottom) <= 0.5)
  }
}
