import Tempo
import TempoScene
import TempoUICore
import Testing

/// `List` stacks its rows from its top with iOS's plain-list insets (16 at the sides, 11 above
/// and below, 44 points at least) and a separator under each row; rows come and go with
/// animation.
@MainActor
@Suite("List")
struct ListTests {
  /// A 100 × 10 bar in `color`.
  static func bar(_ color: Color) -> some View { color.frame(width: 100, height: 10) }

  /// The dark appearance's separator colour, #545458 at 60 %.
  static let separator = Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)

  @Test("List(0..<3): 44-point rows from the top, content 16 in and centred (y 17, 61, 105)")
  func rowsFromTop() {
    let list = HostedView(List(0..<3) { _ in Self.bar(.red) }).frame()
    #expect(
      list.fills(.red).map(\.rect) == [
        rect(16, 17, 100, 10), rect(16, 61, 100, 10), rect(16, 105, 100, 10),
      ])
  }

  @Test("A 0.5-point separator under each row, from x = 16 to the trailing edge")
  func separators() {
    let list = HostedView(List(0..<2) { _ in Self.bar(.red) }).frame()
    let lines = list.drawn.filter { $0.kind == .fill && $0.color.isClose(to: Self.separator) }
    #expect(lines.map(\.rect) == [rect(16, 43.5, 464, 0.5), rect(16, 87.5, 464, 0.5)])
  }

  @Test("A row 30 points high is 52 high (11 above and below): the next starts at y = 52")
  func tallRow() {
    let list = HostedView(
      List {
        Color.blue.frame(width: 100, height: 30)
        Self.bar(.red)
      }
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(16, 11, 100, 30)])
    #expect(list.fills(.red).map(\.rect) == [rect(16, 69, 100, 10)])
  }

  @Test("List(items) of Identifiable items and List(_:id:) show a row per item")
  func dataInitializers() {
    let items = [Item(id: 1), Item(id: 2)]
    #expect(HostedView(List(items) { _ in Self.bar(.red) }).frame().fills(.red).count == 2)
    #expect(
      HostedView(List([5, 6, 7], id: \.self) { _ in Self.bar(.red) }).frame().fills(.red).count
        == 3)
  }

  @Test(
    "Removing the first row in withAnimation(linear 1 s): at 0.5 s it is at opacity 0.5 and the next row halfway up (y 39)"
  )
  func animatedRemoval() {
    let hosted = HostedView(Removable())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "remove")
    hosted.frame()
    let list = hosted.frame(90)
    #expect(list.fills(.red).map(\.opacity) == [0.5])
    #expect(list.fills(.blue).first?.rect.isClose(to: rect(16, 39, 100, 10)) == true)
  }
}

/// An identifiable list item.
private struct Item: Identifiable {
  let id: Int
}

/// A list of a red and a blue row, with a button row that removes the red one with animation.
private struct Removable: View {
  @State private var ids = [1, 2]

  var body: some View {
    List {
      ForEach(ids, id: \.self) { id in ListTests.bar(id == 1 ? .red : .blue) }
      Text("remove").onTapGesture { withAnimation(.linear(duration: 1)) { _ = ids.removeFirst() } }
    }
  }
}
