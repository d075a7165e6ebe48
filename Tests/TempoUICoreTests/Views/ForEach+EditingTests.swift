import Foundation
import TempoScene
import TempoUICore
import Testing

/// `ForEach.onDelete` and `.onMove` are accepted and draw the rows as without them (no swipe
/// or reorder gesture on the desktop).
@MainActor
@Suite("ForEach editing actions")
struct ForEachEditingTests {
  struct Rows: View {
    @State var items = ["One", "Two", "Three"]

    var body: some View {
      VStack {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        Button("Remove first") { items.remove(atOffsets: [0]) }
      }
    }
  }

  @Test("the rows draw; a button removing offset 0 removes the first row")
  func rowsAndRemoval() {
    let hosted = HostedView(Rows())
    let first = hosted.frame()
    #expect(first.texts("One").count == 1)
    #expect(first.texts("Three").count == 1)
    hosted.click(text: "Remove first")
    let after = hosted.frame(1)
    #expect(after.texts("One").isEmpty)
    #expect(after.texts("Two").count == 1)
  }
}
