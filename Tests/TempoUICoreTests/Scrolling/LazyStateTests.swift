import Tempo
import TempoScene
@testable import TempoUICore
import Testing

/// Which rows a lazy container builds for a visible range: those within half a viewport of
/// it, plus those built already within a viewport and a half, with every row taken to be the
/// stride long.
@MainActor
@Suite("LazyState")
struct LazyStateTests {
  /// A state of `count` rows of `stride` points, `built` built, laid out once.
  func state(count: Int, stride: Double, built: Range<Int>) -> LazyState {
    let state = LazyState()
    state.rows = LazyRows(count: count)
    state.stride = stride
    state.built = built
    state.hasLaidOut = true
    return state
  }

  @Test("visible 1,000…1,100 with 10-point rows: rows 95..<115 (950 … 1,150)")
  func buildsWithinHalfAViewport() {
    let state = state(count: 10_000, stride: 10, built: 0..<0)
    #expect(state.rowsToBuild(visible: 1_000...1_100) == 95..<115)
  }

  @Test(
    "rows built within a viewport and a half stay: built 86..<100 and wanted 95..<115 make 86..<115"
  )
  func keepsNearRows() {
    let state = state(count: 10_000, stride: 10, built: 86..<100)
    #expect(state.rowsToBuild(visible: 1_000...1_100) == 86..<115)
  }

  @Test("rows built farther than a viewport and a half are released: built 0..<50 gives 95..<115")
  func releasesFarRows() {
    let state = state(count: 10_000, stride: 10, built: 0..<50)
    #expect(state.rowsToBuild(visible: 1_000...1_100) == 95..<115)
  }

  @Test("near the end the rows stop at the count: visible 990…1,000 of 100 rows builds 98..<100")
  func clampsToTheCount() {
    let state = state(count: 100, stride: 10, built: 0..<0)
    #expect(state.rowsToBuild(visible: 990...1_000) == 98..<100)
  }

  @Test("without a visible range (outside a scroll view) every row is built")
  func noVisibleRangeBuildsAll() {
    let state = state(count: 30, stride: 10, built: 0..<5)
    #expect(state.rowsToBuild(visible: nil) == 0..<30)
  }

  @Test("the content is count × stride less one spacing: 100 rows of 20 (12 + 8) is 1,992")
  func contentLength() {
    let state = state(count: 100, stride: 20, built: 0..<10)
    #expect(state.contentLength(spacing: 8) == 1_992)
  }

  @Test("before the first layout, the first 16 rows are built inside a scroll view, all outside")
  func rowsBeforeLayout() {
    let inside = LazyState()
    inside.rows = LazyRows(count: 100)
    #expect(inside.rowsToBuild(isWindowed: true) == 0..<16)
    let outside = LazyState()
    outside.rows = LazyRows(count: 100)
    #expect(outside.rowsToBuild(isWindowed: false) == 0..<100)
  }
}
