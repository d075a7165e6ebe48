import TempoUICore
import Testing

/// The text styles' fonts through `Font.system(_:)`: iOS's default sizes (the spec's list).
@Suite("Font.TextStyle")
struct FontTextStyleTests {
  @Test(
    "each style's system font has iOS's size: largeTitle 34, title 28, title2 22, title3 20, headline 17, subheadline 15, body 17, callout 16, footnote 13, caption 12, caption2 11",
    arguments: [
      (Font.TextStyle.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20),
      (.headline, 17), (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13),
      (.caption, 12), (.caption2, 11),
    ])
  func sizes(style: Font.TextStyle, size: Double) {
    #expect(Font.system(style).size == size)
  }
}
