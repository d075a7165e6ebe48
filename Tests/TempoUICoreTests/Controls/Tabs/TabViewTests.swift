import Tempo
import TempoScene
import TempoUICore
import Testing

/// `TabView` in a 480 × 320 window: the selected tab above a 49-point bar, or pages.
@MainActor
@Suite("TabView")
struct TabViewTests {
  struct Tabs: View {
    @State var tab = 0
    var body: some View {
      TabView(selection: $tab) {
        Text("Home page").tabItem { Label("Home", systemImage: "star") }.tag(0)
        Text("Likes page").tabItem { Label("Likes", systemImage: "heart") }.tag(1)
      }
    }
  }

  @Test(
    "the first tab shows, centred above the bar; its item is in the accent colour, the other grey")
  func firstTab() {
    let list = HostedView(Tabs()).frame()
    #expect(list.texts("Home page").count == 1)
    #expect(list.texts("Likes page").isEmpty)
    let page = list.texts("Home page").first?.rect
    // Centred in the 271 points above the bar.
    #expect(page.map { abs(Double($0.midY) - 271 / 2) < 1e-9 } == true)
    #expect(list.texts("Home").first?.kind == .text("Home", size: 10))
    #expect(list.texts("Home").first?.color == Color.accentColor)
    #expect(list.texts("Likes").first?.color == Color.gray)
  }

  @Test("a click on the Likes item shows its tab, hides Home's and colours its item")
  func clickSelects() {
    let hosted = HostedView(Tabs())
    hosted.frame()
    hosted.click(text: "Likes")
    let list = hosted.frame()
    #expect(list.texts("Likes page").count == 1)
    #expect(list.texts("Home page").isEmpty)
    #expect(list.texts("Likes").first?.color == Color.accentColor)
  }

  @Test("paged: red fills the window, blue waits beside it; a 100-point drag left slides blue in")
  func pages() {
    let hosted = HostedView(
      TabView {
        Color.red
        Color.blue
      }
      .tabViewStyle(.page))
    let list = hosted.frame()
    #expect(list.fills(.red).map(\.rect) == [rect(0, 0, 480, 320)])
    #expect(list.fills(.blue).map(\.rect) == [rect(480, 0, 480, 320)])
    hosted.host.drag(from: CGPoint(x: 300, y: 160), to: CGPoint(x: 200, y: 160))
    let settled = hosted.run(to: 60)
    #expect(
      settled.fills(.blue).first?.rect.isClose(to: rect(0, 0, 480, 320), within: 1e-6) == true)
    #expect(
      settled.fills(.red).first?.rect.isClose(to: rect(-480, 0, 480, 320), within: 1e-6) == true)
    // The dots: the second, now selected, white; the first at 30 %.
    let dots = settled.drawn.filter { $0.kind == .fill && $0.rect.width == 7 }
      .sorted { $0.rect.minX < $1.rect.minX }.map(\.color.opacity)
    #expect(dots == [0.3, 1])
  }
}
