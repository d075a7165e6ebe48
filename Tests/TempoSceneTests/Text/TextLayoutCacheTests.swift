import Foundation
import TempoScene
import Testing

@testable import TempoScene

/// A text node's layouts are kept while what they were made from stays: the same text, size,
/// face, width, line limit and measurer give the same layout, measured once.
@MainActor
@Suite("Text layout cache")
struct TextLayoutCacheTests {
  /// A measurer of 0.6 × 1.2 of the font size per character that counts its calls.
  final class CountingMeasurer: TextMeasurer {
    var calls = 0

    func size(of text: String, fontSize: Double) -> CGSize {
      calls += 1
      return CGSize(width: Double(text.count) * fontSize * 0.6, height: fontSize * 1.2)
    }
  }

  func key(width: Double?, fontSize: Double = 10, measurer: CountingMeasurer) -> TextLayoutCache.Key
  {
    TextLayoutCache.Key(
      text: "Submitted!", fontSize: fontSize, bold: false, width: width, lineLimit: nil,
      measurer: ObjectIdentifier(measurer))
  }

  @Test("the same key twice: measured once, and the layout equals a fresh TextLayout's")
  func sameKeyMeasuredOnce() {
    let measurer = CountingMeasurer()
    var cache = TextLayoutCache()
    let first = cache.layout(for: key(width: 200, measurer: measurer), measurer: measurer)
    let calls = measurer.calls
    let second = cache.layout(for: key(width: 200, measurer: measurer), measurer: measurer)
    #expect(calls > 0)
    #expect(measurer.calls == calls)
    #expect(first == second)
    // "Submitted!" is 10 characters: 10 × 10 × 0.6 = 60 wide, 12 high.
    #expect(second.size == CGSize(width: 60, height: 12))
  }

  @Test("four widths a frame, frame after frame: each measured only the first time")
  func fourWidthsStayKept() {
    let measurer = CountingMeasurer()
    var cache = TextLayoutCache()
    let widths: [Double?] = [nil, 800, 200, 97]
    for width in widths {
      _ = cache.layout(for: key(width: width, measurer: measurer), measurer: measurer)
    }
    let calls = measurer.calls
    for _ in 0..<3 {
      for width in widths {
        _ = cache.layout(for: key(width: width, measurer: measurer), measurer: measurer)
      }
    }
    #expect(measurer.calls == calls)
  }

  @Test("a fifth width replaces the oldest kept: the first width is measured again")
  func fifthWidthReplacesTheOldest() {
    let measurer = CountingMeasurer()
    var cache = TextLayoutCache()
    for width in [100.0, 200, 300, 400, 500] {
      _ = cache.layout(for: key(width: width, measurer: measurer), measurer: measurer)
    }
    let calls = measurer.calls
    _ = cache.layout(for: key(width: 200, measurer: measurer), measurer: measurer)
    #expect(measurer.calls == calls)
    _ = cache.layout(for: key(width: 100, measurer: measurer), measurer: measurer)
    #expect(measurer.calls > calls)
  }

  @Test("a new font size or another measurer lays the text out again, at its own size")
  func changedInputsMeasureAgain() {
    let measurer = CountingMeasurer()
    let other = CountingMeasurer()
    var cache = TextLayoutCache()
    _ = cache.layout(for: key(width: nil, measurer: measurer), measurer: measurer)
    let larger = cache.layout(
      for: key(width: nil, fontSize: 20, measurer: measurer), measurer: measurer)
    #expect(larger.size == CGSize(width: 120, height: 24))
    _ = cache.layout(for: key(width: nil, measurer: other), measurer: other)
    #expect(other.calls > 0)
  }
}
