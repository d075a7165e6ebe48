import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `NavigationStack`, `NavigationLink` and the navigation bar in a 480 × 320 window.
@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
  struct Demos: View {
    var body: some View {
      NavigationStack {
        VStack {
          NavigationLink("Spinner") { Text("Spinning").navigationTitle("Spinner") }
          NavigationLink("Seven", value: 7)
          NavigationLink("Word", value: "word")
        }
        .navigationTitle("Demos")
        .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
      }
    }
  }

  /// The texts drawn, in drawing order.
  func texts(_ list: DisplayList) -> [String] {
    list.drawn.compactMap {
      if case .text(let string, _) = $0.kind { return string }
      return nil
    }
  }

  @Test(
    "the root page's title is 34-point large, 16 from the leading edge, centred in the 52 points under the 44-point bar"
  )
  func largeTitle() {
    let list = HostedView(Demos()).frame()
    let title = list.texts("Demos").first
    #expect(title?.kind == .text("Demos", size: 34))
    #expect(title?.rect.minX == 16)
    // A 34-point line as measured (h) is centred in the 52 points under the bar.
    let h = Double(measuredText("Demos", fontSize: 34).height)
    #expect(title.map { abs(Double($0.rect.minY) - (44 + (52 - h) / 2)) < 1e-9 } == true)
  }

  @Test(
    "a link pushes its page: it slides in from the trailing edge, then shows its inline title and Back"
  )
  func pushes() {
    let hosted = HostedView(Demos())
    hosted.frame()
    hosted.click(text: "Spinner")
    let early = hosted.run(to: 10)
    #expect(early.texts("Spinning").first.map { $0.rect.minX > 240 } == true)
    let list = hosted.run(to: 60)
    let title = list.texts("Spinner").last
    #expect(title?.kind == .text("Spinner", size: 17))
    #expect(title.map { abs(Double($0.rect.midX) - 240) < 1e-9 } == true)
    #expect(list.texts("Back").count == 1)
    // The pushed page is drawn over the root one.
    let drawn = texts(list)
    #expect((drawn.firstIndex(of: "Spinning") ?? -1) > (drawn.firstIndex(of: "Demos") ?? .max))
  }

  @Test("Back pops the page: the root's links are the last texts drawn again")
  func pops() {
    let hosted = HostedView(Demos())
    hosted.frame()
    hosted.click(text: "Spinner")
    hosted.run(to: 60)
    hosted.click(text: "Back")
    let list = hosted.run(to: 120)
    #expect(list.texts("Spinning").isEmpty)
    #expect(list.texts("Back").isEmpty)
  }

  @Test(
    "a value link pushes the page navigationDestination(for:) makes; a type with none logs SwiftUI's line"
  )
  func valueLinks() {
    let hosted = HostedView(Demos())
    hosted.frame()
    hosted.click(text: "Seven")
    #expect(hosted.run(to: 60).texts("Number 7").count == 1)
    let other = HostedView(Demos())
    other.frame()
    let warnings = RuntimeWarning.capture {
      other.click(text: "Word")
      other.frame()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("no matching navigationDestination") == true)
  }
}
