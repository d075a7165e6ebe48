import Tempo
import TempoScene
@testable import TempoUICore
import Testing

/// A list taller than it is offered scrolls by the wheel and builds only the rows near what is
/// visible (half a viewport beyond it); inserted rows still animate.
@MainActor
@Suite("List+PrimitiveView")
struct ListPrimitiveViewTests {
  /// Row `id`'s colour: a grey of its own.
  static func color(_ id: Int) -> Color { Color(white: Double(id) / 10_000) }

  /// A 100 × 10 bar of row `id`'s colour (its row is 44 points high).
  struct Bar: View {
    let id: Int
    var body: some View { ListPrimitiveViewTests.color(id).frame(width: 100, height: 10) }
  }

  /// 1,000 rows; "insert" (at the bottom of the window) puts row 1,000 in at index 2 with a
  /// 1-second linear animation.
  struct Rows: View {
    @State private var ids = Array(0..<1_000)

    var body: some View {
      ZStack(alignment: .bottom) {
        List(ids, id: \.self) { Bar(id: $0) }
        Text("insert").onTapGesture {
          withAnimation(.linear(duration: 1)) { ids.insert(1_000, at: 2) }
        }
      }
    }
  }

  func builtRows(_ hosted: HostedView) -> [Int] {
    guard let root = hosted.host.graph.root else { return [] }
    return root.descendants(where: { $0.viewType == ObjectIdentifier(Bar.self) }).compactMap {
      ($0.view as? Bar)?.id
    }
  }

  @Test("1,000 rows of 44 points in 320: rows 0..<11 are built (ceil(480 / 44))")
  func onlyVisibleRowsAreBuilt() {
    let hosted = HostedView(Rows())
    hosted.frame(0)
    #expect(builtRows(hosted) == Array(0..<11))
  }

  @Test(
    "the wheel scrolls the list: 440 points down, row 10's bar is at y 17 and rows 0..<21 built")
  func wheelScrollsTheList() {
    let hosted = HostedView(Rows())
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 100), by: CGSize(width: 0, height: 440))
    let list = hosted.frame(1)
    #expect(list.fills(Self.color(10)).first?.rect == rect(16, 17, 100, 10))
    #expect(builtRows(hosted) == Array(0..<21))
  }

  @Test(
    "inserting at index 2 in withAnimation(linear 1 s): at 0.5 s the new row is at opacity 0.5 and row 2 halfway down (y 127)"
  )
  func animatedInsertion() {
    let hosted = HostedView(Rows())
    hosted.frame(0)
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "insert")
    hosted.frame()
    let list = hosted.frame(90)
    #expect(list.fills(Self.color(1_000)).map(\.opacity) == [0.5])
    #expect(list.fills(Self.color(2)).first?.rect.isClose(to: rect(16, 127, 100, 10)) == true)
  }
}
