import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Text` sizes to its font as the system's fonts measure it (Noto Sans), drawn white in the
/// dark appearance, in the environment's font and colour. The expected sizes come from hb-shape
/// with FreeType's hinting (the recipe is in `TextMetrics.font`'s documentation).
@MainActor
@Suite("Text")
struct TextTests {
  /// "Hello" at 17 px: advances 832 + 640 + 256 + 256 + 640 = 2624 / 64 = 41 pt.
  static let helloWidth = 41.0
  /// A 17-pt line: ⌈1.362 × 17⌉ = ⌈23.154⌉ = 24 pt.
  static let lineHeight17 = 24.0
  /// "Hi" at 28 px: advances 1344 + 448 = 1792 / 64 = 28 pt wide; a line ⌈1.362 × 28⌉ =
  /// ⌈38.136⌉ = 39 pt.
  static let hi28 = CGSize(width: 28, height: 39)

  @Test("Text(\"Hello\") is 41 × 24 at 17 pt (Noto Sans), white, centred in 480 × 320")
  func bodyText() {
    let texts = HostedView(Text("Hello")).frame().texts("Hello")
    #expect(texts.count == 1)
    let expected = rect(
      (480 - Self.helloWidth) / 2, (320 - Self.lineHeight17) / 2, Self.helloWidth,
      Self.lineHeight17)
    #expect(texts.first?.rect.isClose(to: expected) == true)
    #expect(texts.first?.color.isClose(to: .white) == true)
    #expect(texts.first?.kind == .text("Hello", size: 17))
  }

  @Test(".font(.title) makes \"Hi\" 28 pt: 28 × 39 (Noto Sans), centred")
  func titleFont() {
    let texts = HostedView(Text("Hi").font(.title)).frame().texts("Hi")
    #expect(texts.first?.kind == .text("Hi", size: 28))
    #expect(texts.first?.rect.isClose(to: Self.centred(Self.hi28)) == true)
  }

  @Test(
    ".italic(), .fontDesign(.rounded) and .monospacedDigit() are accepted: \"Hi\" is drawn once at .font(.title)'s 28 pt, centred"
  )
  func acceptedTextStyles() {
    let view = Text("Hi").font(.title).italic().fontDesign(.rounded).monospacedDigit()
    let texts = HostedView(view).frame().texts("Hi")
    #expect(texts.count == 1)
    #expect(texts.first?.kind == .text("Hi", size: 28))
    // The italic and rounded faces may measure differently from the regular one (the title's
    // own size is pinned above): whatever its size, the text is centred in the window.
    let centre = texts.first.map { (Double($0.rect.midX), Double($0.rect.midY)) }
    #expect(centre.map { abs($0.0 - 240) < 1e-9 && abs($0.1 - 160) < 1e-9 } == true)
  }

  @Test("a Text in a VStack with a Color is offered the width but keeps its own size")
  func textKeepsItsSize() {
    let list = HostedView(
      VStack(spacing: 0) {
        Text("Hi")
        Color.red.frame(width: 200, height: 10)
      }
    ).frame()
    // "Hi" measures w × h; the column is 200 × (h + 10), centred; the text is centred in it.
    let hi = measuredText("Hi")
    let top = (320 - (hi.height + 10)) / 2
    #expect(
      list.texts("Hi").first?.rect.isClose(
        to: rect(140 + (200 - hi.width) / 2, top, hi.width, hi.height)) == true)
    #expect(list.fills(.red).first?.rect.isClose(to: rect(140, top + hi.height, 200, 10)) == true)
  }

  /// A rectangle of `size` centred in the 480 × 320 window.
  static func centred(_ size: CGSize) -> CGRect {
    rect((480 - size.width) / 2, (320 - size.height) / 2, size.width, size.height)
  }
}

/// Wrapping as SwiftUI's `Text` does, 10 pt with FixedMetricsTextMeasurer (6 pt a character,
/// 12 pt a line). `.frame(width: 45)` offers 45; the text takes 42 × 24 and the 45 × 24 frame
/// is centred in 480 × 320 at (217.5, 148), the text 1.5 further right. These tests are about
/// where lines break and need fixed metrics' round numbers (`.fixed`).
@MainActor
@Suite("Text: wrapping")
struct TextWrappingTests {
  func lines(_ view: some View) -> [(String, CGRect)] {
    let hosted = HostedView(view, textMetrics: .fixed)
    return hosted.frame().drawn(measuredBy: hosted.timeline.textMeasurer).compactMap { item in
      guard case .text(let string, _) = item.kind else { return nil }
      return (string, item.rect)
    }
  }

  @Test("offered 45 pt, \"aaa bbb ccc\" wraps into \"aaa bbb\" over \"ccc\", leading")
  func wrapsLeading() {
    let drawn = lines(Text("aaa bbb ccc").font(.system(size: 10)).frame(width: 45))
    #expect(drawn.map(\.0) == ["aaa bbb", "ccc"])
    #expect(drawn.first?.1.isClose(to: rect(219, 148, 42, 12)) == true)
    #expect(drawn.last?.1.isClose(to: rect(219, 160, 18, 12)) == true)
  }

  @Test(".multilineTextAlignment(.trailing) puts \"ccc\" at the right: 219 + 24")
  func wrapsTrailing() {
    let drawn = lines(
      Text("aaa bbb ccc").font(.system(size: 10)).multilineTextAlignment(.trailing)
        .frame(width: 45))
    #expect(drawn.last?.1.isClose(to: rect(243, 160, 18, 12)) == true)
  }

  @Test(".multilineTextAlignment(.center) puts \"ccc\" in the middle: 219 + 12")
  func wrapsCentred() {
    let drawn = lines(
      Text("aaa bbb ccc").font(.system(size: 10)).multilineTextAlignment(.center)
        .frame(width: 45))
    #expect(drawn.last?.1.isClose(to: rect(231, 160, 18, 12)) == true)
  }

  @Test(".lineLimit(2) ends the second line in \"…\"")
  func lineLimit() {
    let drawn = lines(
      Text("aaa bbb ccc ddd eee").font(.system(size: 10)).lineLimit(2).frame(width: 45))
    #expect(drawn.map(\.0) == ["aaa bbb", "ccc dd…"])
  }

  @Test("a VStack's text offered the window's 480 pt stays on one line")
  func wideOfferStaysOneLine() {
    #expect(
      lines(VStack { Text("aaa bbb ccc").font(.system(size: 10)) }).map(\.0) == ["aaa bbb ccc"])
  }
}

/// Weights as SwiftUI draws them: `.bold()`, `.fontWeight(_:)`, a font's `.weight(_:)` and
/// `.headline` (semibold) draw bold; TempoUI has a regular and a bold face, so semibold and
/// heavier are bold, the rest regular.
@MainActor
@Suite("Text: weights")
struct TextWeightTests {
  func isBold(_ view: some View) -> Bool? {
    HostedView(view).frame().commands.compactMap { command -> Bool? in
      guard case .text(_, _, _, _, _, _, let bold, _) = command else { return nil }
      return bold
    }.first
  }

  @Test("plain body text is regular")
  func bodyIsRegular() { #expect(isBold(Text("Hi")) == false) }

  @Test(".bold() draws bold")
  func boldModifier() { #expect(isBold(Text("Hi").bold()) == true) }

  @Test(".bold(false) leaves the font's weight")
  func boldFalse() { #expect(isBold(Text("Hi").bold(false)) == false) }

  @Test(".fontWeight(.semibold) draws bold, .fontWeight(.medium) regular")
  func fontWeightModifier() {
    #expect(isBold(Text("Hi").fontWeight(.semibold)) == true)
    #expect(isBold(Text("Hi").fontWeight(.medium)) == false)
  }

  @Test(".font(.headline) (17 pt semibold) draws bold")
  func headlineIsBold() { #expect(isBold(Text("Hi").font(.headline)) == true) }

  @Test(".font(.body.weight(.heavy)) draws bold; .fontWeight(.regular) outside a bold font wins")
  func fontWeightOverFont() {
    #expect(isBold(Text("Hi").font(.body.weight(.heavy))) == true)
    #expect(isBold(Text("Hi").font(.headline).fontWeight(.regular)) == false)
  }

  @Test(".bold() outside .font(.title) keeps it bold (SwiftUI's View.bold)")
  func boldOutsideFont() { #expect(isBold(Text("Hi").font(.title).bold()) == true) }
}
