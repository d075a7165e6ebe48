import Tempo
import TempoScene
@testable import TempoUICore
import Testing

/// Lazy stacks build only the rows near the visible part of their scroll view: half a viewport
/// beyond it on each side (``LazyState/buildMargin``), rows released beyond a viewport and a
/// half; outside a scroll view every row.
@MainActor
@Suite("LazyStacks")
struct LazyStacksTests {
  /// Records which row was tapped.
  final class Taps {
    var rows: [Int] = []
  }

  /// A 100 × 20 row of its own grey; a tap records its index.
  struct Row: View {
    let index: Int
    let taps: Taps

    var body: some View {
      Color(white: Double(index) / 10_000).frame(width: 100, height: 20)
        .onTapGesture { taps.rows.append(index) }
    }
  }

  /// `count` rows in a lazy column (in a scroll view unless `scrolls` is false), and a
  /// "Jump" that scrolls to row `target`'s top.
  struct Column: View {
    let count: Int
    var scrolls = true
    var target = 9_000
    let taps: Taps

    var body: some View {
      if scrolls {
        ScrollViewReader { proxy in
          ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Row(index: $0, taps: taps) } }
          }
          .overlay(alignment: .topTrailing) {
            Text("Jump").onTapGesture { proxy.scrollTo(target, anchor: .top) }
          }
        }
      } else {
        LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { Row(index: $0, taps: taps) } }
      }
    }
  }

  /// The indices of the rows built (alive in the graph), in order.
  func builtRows(_ hosted: HostedView) -> [Int] {
    guard let root = hosted.host.graph.root else { return [] }
    return root.descendants(where: { $0.viewType == ObjectIdentifier(Row.self) }).compactMap {
      ($0.view as? Row)?.index
    }
  }

  func minY(of index: Int, in list: DisplayList) -> Double? {
    list.fills(Color(white: Double(index) / 10_000)).first.map { Double($0.rect.minY) }
  }

  @Test(
    "10,000 rows of 20 points in a 320-point scroll view: rows 0..<24 are built (320 + 160 points)"
  )
  func onlyVisibleRowsAreBuilt() {
    let hosted = HostedView(Column(count: 10_000, taps: Taps()))
    hosted.frame(0)
    #expect(builtRows(hosted) == Array(0..<24))
  }

  @Test(
    "scrolled by 2,000 points: rows 92..<124 are built (2,000 − 160 … 2,320 + 160), the first ones released"
  )
  func scrollingBuildsTheNewlyVisibleRows() {
    let hosted = HostedView(Column(count: 10_000, taps: Taps()))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 2_000))
    let list = hosted.frame(1)
    #expect(builtRows(hosted) == Array(92..<124))
    #expect(minY(of: 100, in: list) == 0)
    #expect(minY(of: 101, in: list) == 20)
  }

  @Test("scrolling one notch (40 points) keeps the built rows and adds two: 0..<26")
  func aSmallScrollKeepsBuiltRows() {
    let hosted = HostedView(Column(count: 10_000, taps: Taps()))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 40))
    hosted.frame(1)
    #expect(builtRows(hosted) == Array(0..<26))
  }

  @Test("the content is 10,000 × 20 points tall: scrolling far stops at 200,000 − 320")
  func contentLengthCountsUnbuiltRows() {
    let hosted = HostedView(Column(count: 10_000, taps: Taps()))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 1_000_000))
    let list = hosted.frame(1)
    #expect(minY(of: 9_999, in: list) == 300)
  }

  @Test("scrollTo(9,000, anchor: .top), a row not built, builds it and puts it at the top")
  func scrollToAnUnbuiltRow() {
    let hosted = HostedView(Column(count: 10_000, taps: Taps()))
    hosted.frame(0)
    hosted.click(text: "Jump")
    let list = hosted.frame(1)
    #expect(minY(of: 9_000, in: list) == 0)
    #expect(builtRows(hosted).contains(9_000))
    #expect(builtRows(hosted).count == 32)
  }

  @Test("after scrolling by 2,000 points, a tap at y 30 hits row 101 (2,030 / 20)")
  func tapsAfterScrollingHitTheRightRow() {
    let taps = Taps()
    let hosted = HostedView(Column(count: 10_000, taps: taps))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 2_000))
    hosted.frame(1)
    hosted.click(240, 30)
    hosted.frame(2)
    #expect(taps.rows == [101])
  }

  @Test("outside a scroll view, a lazy column builds all 40 rows, laid out as a VStack")
  func outsideAScrollViewEveryRowIsBuilt() {
    let hosted = HostedView(Column(count: 40, scrolls: false, taps: Taps()), height: 1_000)
    let list = hosted.frame(0)
    #expect(builtRows(hosted) == Array(0..<40))
    // A 800-point column centred in 1,000 points.
    #expect(minY(of: 0, in: list) == 100)
    #expect(minY(of: 39, in: list) == 880)
  }

  /// 1,000 20-point columns in a horizontal scroll view.
  struct Columns: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<1_000, id: \.self) { index in
            Color(white: Double(index) / 10_000).frame(width: 20, height: 100)
          }
        }
      }
    }
  }

  @Test("a LazyHStack in a 480-point horizontal scroll view builds columns 0..<36 (480 + 240)")
  func lazyHStackBuildsVisibleColumns() {
    let hosted = HostedView(Columns())
    let list = hosted.frame(0)
    #expect(list.fills(Color(white: 35 / 10_000)).count == 1)
    #expect(list.fills(Color(white: 36 / 10_000)).isEmpty)
  }
}
