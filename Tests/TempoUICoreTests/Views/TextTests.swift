import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Text` sizes to its font: 0.6 × size per character by 1.2 × size (FixedMetricsTextMeasurer),
/// drawn white in the dark appearance, in the environment's font and colour.
@MainActor
@Suite("Text")
struct TextTests {
  @Test("Text(\"Hello\") is 51 × 20.4 at 17 pt, white, centred in 480 × 320")
  func bodyText() {
    let texts = HostedView(Text("Hello")).frame().texts("Hello")
    #expect(texts.count == 1)
    #expect(texts.first?.rect.isClose(to: rect(214.5, 149.8, 51, 20.4)) == true)
    #expect(texts.first?.color.isClose(to: .white) == true)
    #expect(texts.first?.kind == .text("Hello", size: 17))
  }

  @Test(".font(.title) makes \"Hi\" 28 pt: 33.6 × 33.6 at (223.2, 143.2)")
  func titleFont() {
    let texts = HostedView(Text("Hi").font(.title)).frame().texts("Hi")
    #expect(texts.first?.kind == .text("Hi", size: 28))
    #expect(texts.first?.rect.isClose(to: rect(223.2, 143.2, 33.6, 33.6)) == true)
  }

  @Test(
    ".italic(), .fontDesign(.rounded) and .monospacedDigit() are accepted and draw \"Hi\" as .font(.title) alone: 28 pt, 33.6 × 33.6 at (223.2, 143.2)"
  )
  func acceptedTextStyles() {
    let view = Text("Hi").font(.title).italic().fontDesign(.rounded).monospacedDigit()
    let texts = HostedView(view).frame().texts("Hi")
    #expect(texts.count == 1)
    #expect(texts.first?.rect.isClose(to: rect(223.2, 143.2, 33.6, 33.6)) == true)
  }

  @Test("a Text in a VStack with a Color is offered the width but keeps its own size")
  func textKeepsItsSize() {
    let list = HostedView(
      VStack(spacing: 0) {
        Text("Hi")
        Color.red.frame(width: 200, height: 10)
      }
    ).frame()
    // Column 200 × 30.4 at (140, 144.8); the text is centred: x = 140 + (200 − 20.4) / 2.
    #expect(list.texts("Hi").first?.rect.isClose(to: rect(229.8, 144.8, 20.4, 20.4)) == true)
    #expect(list.fills(.red).first?.rect.isClose(to: rect(140, 165.2, 200, 10)) == true)
  }
}

/// Wrapping as SwiftUI's `Text` does, 10 pt with FixedMetricsTextMeasurer (6 pt a character,
/// 12 pt a line). `.frame(width: 45)` offers 45; the text takes 42 × 24 and the 45 × 24 frame
/// is centred in 480 × 320 at (217.5, 148), the text 1.5 further right.
@MainActor
@Suite("Text: wrapping")
struct TextWrappingTests {
  func lines(_ view: some View) -> [(String, CGRect)] {
    HostedView(view).frame().drawn.compactMap { item in
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
