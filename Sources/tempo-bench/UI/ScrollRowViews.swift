import Tempo
import TempoUICore

/// 10,000 `Text` rows in a scroll view, in a `LazyVStack` or, for comparison, a `VStack`.
struct TextRows: View {
  /// The number of rows.
  let count: Int
  /// Whether the column is a `LazyVStack` (else a `VStack`, which builds every row at once).
  let isLazy: Bool

  var body: some View {
    ScrollView {
      if isLazy {
        LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("row \($0)") } }
      } else {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("row \($0)") } }
      }
    }
  }
}

/// Lets the bench insert a row into ``InsertingList`` from outside (internal helper).
@MainActor
final class InsertTrigger {
  /// Inserts a new row at the given index, with animation (registered when the list appears).
  var insert: ((Int) -> Void)?
}

/// A `List` of `count` rows; the trigger inserts rows with `withAnimation`.
struct InsertingList: View {
  let trigger: InsertTrigger
  @State private var items: [Int]
  @State private var next: Int

  init(count: Int, trigger: InsertTrigger) {
    self.trigger = trigger
    _items = State(initialValue: Array(0..<count))
    _next = State(initialValue: count)
  }

  var body: some View {
    List(items, id: \.self) { Text("item \($0)") }
      .onAppear {
        trigger.insert = { index in
          withAnimation(.easeInOut(duration: 0.25)) {
            items.insert(next, at: min(index, items.count))
            next += 1
          }
        }
      }
  }
}
