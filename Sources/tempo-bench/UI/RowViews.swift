import TempoUICore

/// Lets the bench change a view's state from outside, as a tap would (internal helper): each
/// view registers its change when it appears.
@MainActor
final class StateTrigger {
  /// The change each row registered, by row index.
  var rows: [Int: () -> Void] = [:]
  /// The list's change (a re-order), once registered.
  var list: (() -> Void)?
}

/// A row with its own counter: "row `index`: `count`".
struct CounterRow: View {
  let index: Int
  let trigger: StateTrigger
  @State private var count = 0

  var body: some View {
    Text("row \(index): \(count)")
      .onAppear { trigger.rows[index] = { count += 1 } }
  }
}

/// `count` counter rows in a `VStack`, identified by index; the trigger's list change reverses
/// their order.
struct CounterRows: View {
  let trigger: StateTrigger
  @State private var order: [Int]

  init(count: Int, trigger: StateTrigger) {
    self.trigger = trigger
    _order = State(initialValue: Array(0..<count))
  }

  var body: some View {
    VStack(spacing: 0) {
      ForEach(order, id: \.self) { CounterRow(index: $0, trigger: trigger) }
    }
    .onAppear { trigger.list = { order.reverse() } }
  }
}
