import Tempo
import TempoScene
import TempoUICore

/// One scrolling workload (internal helper): a hosted view scrolled by the wheel, one wheel
/// notch (40 points) per 60 Hz frame, with something done before each frame.
@MainActor
struct ScrollWorkload {
  /// The row's label.
  var name: String
  /// The target the issue sets, printed beside the figures.
  var target: String
  /// Makes the view (a fresh host per run).
  var make: () -> any View
  /// Untimed, before frame `k`, after its wheel event (an insertion).
  var before: (Int) -> Void = { _ in }
}

/// The scrolling workloads of issue 35 (internal helper).
@MainActor
enum ScrollScenes {
  /// 10,000 `Text` rows in a `LazyVStack` inside a `ScrollView`.
  static func lazyRows() -> ScrollWorkload {
    ScrollWorkload(
      name: "10,000 rows: LazyVStack, wheel", target: "≤ 4 ms/frame",
      make: { TextRows(count: 10_000, isLazy: true) })
  }

  /// The same rows in a `VStack`, which SwiftUI builds at once.
  static func eagerRows() -> ScrollWorkload {
    ScrollWorkload(
      name: "10,000 rows: VStack, wheel", target: "(no target: eager)",
      make: { TextRows(count: 10_000, isLazy: false) })
  }

  /// A `List` of 1,000 rows; every sixth frame inserts a row with animation near the top of
  /// what is visible.
  static func insertingList() -> ScrollWorkload {
    let trigger = InsertTrigger()
    return ScrollWorkload(
      name: "List 1,000 rows: wheel + inserts", target: "≤ 4 ms/frame",
      make: { InsertingList(count: 1_000, trigger: trigger) },
      before: { frame in
        // List rows are 44 points high: the first visible row after `frame` notches.
        if frame % 6 == 0 { trigger.insert?(frame * 40 / 44 + 3) }
      })
  }
}
