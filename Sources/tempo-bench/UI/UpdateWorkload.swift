import Tempo
import TempoUICore

/// One view update to time again and again (internal helper): a hosted view on a manual clock,
/// what to do before each timed update (a tap, a state change), and after it.
@MainActor
struct UpdateWorkload {
  /// The row's label.
  var name: String
  /// The target the issue sets, printed beside the figures.
  var target: String
  /// The host, made fresh for each run.
  var host: ViewHost
  /// The host's clock.
  var clock: ManualClock
  /// Untimed, before update `k`: makes the state change to apply.
  var before: (Int) -> Void
  /// What is timed: by default the host applies its pending updates.
  var timed: (() -> Void)?
  /// Untimed, after update `k`: lets time pass, ticks.
  var after: (Int) -> Void = { _ in }
}
