import Tempo
import TempoScene

/// What a lazy container keeps between updates (internal; in its element's storage for as long
/// as it lives): its rows, which of them are built, and the extent a row takes on average.
///
/// The built rows are a contiguous run of indices, the element's children in order. A row
/// not built is taken to be as long as the built ones are on average (``stride``), so row `i`
/// starts at `i × stride` along the axis and the content is `count × stride` long, whatever
/// is built: sizing and finding the rows in view cost nothing per row.
@MainActor
final class LazyState {
  /// The rows this many points or fewer beyond the visible area are built, in viewports.
  static let buildMargin = 0.5
  /// Built rows farther than this beyond the visible area are released, in viewports (rows in
  /// between stay built, and keep their state, while they are near).
  static let keepMargin = 1.5
  /// The rows built before the first layout says which are in view.
  static let initialRows = 16

  /// The rows of the latest content.
  var rows = LazyRows()
  /// The indices of the rows built (the element's children, in order).
  var built: Range<Int> = 0..<0
  /// Whether the container is inside a scroll view (or scrolls itself): only then are rows
  /// built lazily; otherwise all of them are.
  var isWindowed = false
  /// Whether a layout has chosen the rows to build.
  var hasLaidOut = false
  /// The main-axis points a row takes with the spacing after it, on average over the rows built
  /// at the last layout (0 before any).
  var stride = 0.0

  /// The key of a lazy container's state in its element's storage.
  private enum Key: ElementStorageKey {
    static var defaultValue: LazyState? { nil }
  }

  /// The lazy state of a container's element, made on first use.
  static func of(_ element: Element) -> LazyState {
    if let state = element.storage[Key.self] { return state }
    let state = LazyState()
    element.storage[Key.self] = state
    return state
  }

  /// The rows to build for the content just listed: all of them outside a scroll view, the
  /// first few before any layout, else those built so far (within the new count).
  func rowsToBuild(isWindowed: Bool) -> Range<Int> {
    self.isWindowed = isWindowed
    let count = rows.count
    if !isWindowed {
      built = 0..<count
    } else if !hasLaidOut {
      built = 0..<min(count, Self.initialRows)
    } else {
      let upper = min(built.upperBound, count)
      let lower = min(built.lowerBound, max(upper - 1, 0))
      built = lower..<max(upper, count > 0 ? lower + 1 : 0)
    }
    return built
  }

  /// The rows to build when `visible` (main-axis points of the content, `nil` for all of it)
  /// is in view: those within ``buildMargin`` viewports of it, and those built already within
  /// ``keepMargin`` (not the first few built before the first layout).
  func rowsToBuild(visible: ClosedRange<Double>?) -> Range<Int> {
    let count = rows.count
    guard let visible, stride > 0 else { return 0..<count }
    let length = visible.upperBound - visible.lowerBound
    func indices(margin: Double) -> Range<Int> {
      let first = Int(((visible.lowerBound - margin * length) / stride).rounded(.down))
      let last = Int(((visible.upperBound + margin * length) / stride).rounded(.up))
      let lower = min(max(first, 0), count)
      return lower..<min(max(last, lower), count)
    }
    let wanted = indices(margin: Self.buildMargin)
    let kept = built.clamped(to: indices(margin: Self.keepMargin))
    guard hasLaidOut, !kept.isEmpty,
      kept.overlaps(wanted) || kept.upperBound == wanted.lowerBound
        || wanted.upperBound == kept.lowerBound
    else { return wanted }
    return min(kept.lowerBound, wanted.lowerBound)..<max(kept.upperBound, wanted.upperBound)
  }

  /// The main-axis length of the content, in points, for `spacing` between rows.
  func contentLength(spacing: Double) -> Double {
    rows.count == 0 ? 0 : Double(rows.count) * stride - spacing
  }

}
