import Tempo
import TempoScene
@testable import TempoUICore
import Testing

/// A lazy container's rows: its content flattened through blocks, groups and branches, a
/// `ForEach`'s rows made only when asked for, each identified by its path of identities.
@MainActor
@Suite("LazyRows")
struct LazyRowsTests {
  /// Counts the row views made.
  final class Counter {
    var made = 0
  }

  /// A primitive that hands its rows to `check` when listed.
  struct LazyRowsReader<Content: View>: View, PrimitiveView {
    let content: Content
    let check: (LazyRows) -> Void
    typealias Body = Never

    func children(in context: ElementContext) -> [ChildView] {
      check(LazyRows(content, context: context))
      return []
    }
  }

  /// The rows of `content`, listed as a lazy column lists them.
  func rows(of content: some View) -> LazyRows {
    var found = LazyRows()
    HostedView(LazyRowsReader(content: content, check: { found = $0 })).frame()
    return found
  }

  @Test("a lone ForEach over 10,000 integers is 10,000 rows, made only when asked: 3 for 3")
  func forEachRowsAreMadeOnDemand() {
    let counter = Counter()
    let rows = rows(
      of: ForEach(0..<10_000, id: \.self) { index -> Text in
        counter.made += 1
        return Text("\(index)")
      })
    #expect(rows.count == 10_000)
    #expect(counter.made == 0)
    #expect(rows.children(in: 500..<503).map(\.key) == [500, 501, 502])
    #expect(counter.made == 3)
  }

  @Test("a header, a Group of two and a ForEach of 3 are 6 rows; the ForEach's keyed by [2, id]")
  func blocksAndGroupsAreFlattened() {
    let rows = rows(
      of: Group {
        Text("header")
        Group {
          Text("a")
          Text("b")
        }
        ForEach(["x", "y", "z"], id: \.self) { Text($0) }
      })
    #expect(rows.count == 6)
    let keys = rows.children(in: 0..<6).map(\.key)
    #expect(keys[0] == ViewKey(LazyRowPath(keys: [0, 0])))
    #expect(keys[5] == ViewKey(LazyRowPath(keys: [0, 2, ViewKey("z")])))
    #expect(rows.index(of: ViewKey("y")) == 4)
  }

  @Test("an if without else that is false adds no row; EmptyView adds none")
  func emptyContentHasNoRows() {
    let show = false
    let rows = rows(
      of: Group {
        if show { Text("hidden") }
        EmptyView()
        Text("shown")
      })
    #expect(rows.count == 1)
  }
}
