import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Spacer` takes the free space along its stack's axis, at least 8 pt (or its `minLength`).
@MainActor
@Suite("Spacer")
struct SpacerTests {
  @Test("a Spacer between two texts in a 200-pt HStack pushes them to its edges")
  func pushesSiblings() {
    let list = HostedView(
      HStack {
        Text("A")
        Spacer()
        Text("B")
      }
      .frame(width: 200)
    ).frame()
    // The frame starts at (480 − 200) / 2 = 140; "B" (its measured width) ends at 340.
    #expect(list.texts("A").first?.rect.minX == 140)
    let b = Double(measuredText("B").width)
    #expect(abs(Double(list.texts("B").first?.rect.minX ?? 0) - (340 - b)) < 1e-9)
  }

  @Test("a Spacer with no room still takes 8 pt: 100 + 8 + 8 + 8 + 100 = 224 pt, centred")
  func minimumLength() {
    let list = HostedView(
      HStack {
        Color.red.frame(width: 100, height: 10)
        Spacer()
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: 200)
    ).frame()
    // The 224-pt row overflows the 200-pt frame, centred at x = 140 − 12 = 128.
    #expect(list.fills(.red).map(\.rect) == [rect(128, 155, 100, 10)])
    #expect(list.fills(.blue).map(\.rect) == [rect(252, 155, 100, 10)])
  }

  @Test("Spacer(minLength: 30) keeps 30 pt between two fixed views that fill the row")
  func customMinimumLength() {
    let list = HostedView(
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 10)
        Spacer(minLength: 30)
        Color.blue.frame(width: 100, height: 10)
      }
      .frame(width: 200)
    ).frame()
    // 230 pt wide, centred at 140 − 15 = 125.
    #expect(list.fills(.blue).map(\.rect) == [rect(255, 155, 100, 10)])
  }

  @Test("in a 200-pt VStack, a Spacer under a text puts the text at the top")
  func verticalSpacer() {
    let list = HostedView(
      VStack {
        Text("Top")
        Spacer()
      }
      .frame(height: 200)
    ).frame()
    #expect(list.texts("Top").first?.rect.minY == 60)
  }
}
