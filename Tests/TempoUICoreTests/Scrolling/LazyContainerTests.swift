import Tempo
import TempoScene
import TempoUICore
import Testing

/// A lazy container's rows keep their `@State` while built: a row scrolled a little out of view
/// keeps it, a row scrolled far out (more than a viewport and a half) is released with it.
@MainActor
@Suite("LazyContainer")
struct LazyContainerTests {
  /// A 100 × 20 row counting its taps: "`index`: `taps`".
  struct Counter: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
      Text("\(index): \(taps)").frame(width: 100, height: 20).onTapGesture { taps += 1 }
    }
  }

  /// 1,000 counters in a lazy column in a 320-point scroll view.
  struct Counters: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { Counter(index: $0) } }
      }
    }
  }

  /// Row 0 tapped once, then scrolled by `distance` points and back.
  func tappedAndScrolled(by distance: Double) -> DisplayList {
    let hosted = HostedView(Counters())
    hosted.frame(0)
    hosted.click(240, 10)
    #expect(hosted.frame(1).texts("0: 1").count == 1)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: distance))
    hosted.frame(2)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: -distance))
    return hosted.frame(3)
  }

  @Test(
    "scrolled 400 points away (row 0 within a viewport and a half) and back, row 0 still reads 0: 1"
  )
  func nearRowsKeepTheirState() {
    #expect(tappedAndScrolled(by: 400).texts("0: 1").count == 1)
  }

  @Test("scrolled 5,000 points away (row 0 released) and back, row 0 is built anew: 0: 0")
  func farRowsAreReleasedWithTheirState() {
    #expect(tappedAndScrolled(by: 5_000).texts("0: 0").count == 1)
  }

  /// 1,000 20-point rows; "shrink" leaves 10 of them.
  struct Shrinking: View {
    @State private var count = 1_000

    var body: some View {
      ZStack(alignment: .bottomTrailing) {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
              Color(white: Double(index) / 10_000).frame(width: 100, height: 20)
            }
          }
        }
        Text("shrink").onTapGesture { count = 10 }
      }
    }
  }

  @Test("scrolled to row 500, the rows cut to 10: all 10 show from the top (row 9 at y 180)")
  func shrinkingBelowTheBuiltRowsShowsTheRest() {
    let hosted = HostedView(Shrinking())
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 10_000))
    hosted.frame(1)
    hosted.click(text: "shrink")
    hosted.frame(2)
    let list = hosted.frame(3)
    for index in 0..<10 {
      let top = list.fills(Color(white: Double(index) / 10_000)).first.map { Double($0.rect.minY) }
      #expect(top == Double(index) * 20)
    }
  }
}
