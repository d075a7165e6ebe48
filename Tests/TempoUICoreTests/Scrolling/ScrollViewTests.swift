import Tempo
import TempoScene
import TempoUICore
import Testing

/// A scroll view offers its content its ideal height, clips it, and moves it by the wheel's
/// points, kept within the content: 20 rows of 40 points (800) in a 320-point window scroll
/// from 0 to 480.
@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
  /// Twenty 40-point rows, each a colour of its own grey; a tap on a row records its index.
  struct Rows: View {
    let axes: Axis.Set
    var tapped: (Int) -> Void = { _ in }

    var body: some View {
      ScrollView(axes) {
        if axes == .horizontal {
          HStack(spacing: 0) { cells }
        } else {
          VStack(spacing: 0) { cells }
        }
      }
    }

    var cells: some View {
      ForEach(0..<20, id: \.self) { index in
        Color(white: Double(index) / 100)
          .frame(width: axes == .horizontal ? 40 : 100, height: axes == .horizontal ? 100 : 40)
          .onTapGesture { tapped(index) }
      }
    }
  }

  /// The window frame of row `index`'s fill.
  func row(_ index: Int, in list: DisplayList) -> CGRect? {
    list.fills(Color(white: Double(index) / 100)).first?.rect
  }

  @Test("rows start at the top: row 0 at y 0, row 7 at y 280; the content is clipped to the window")
  func startsAtTheTop() {
    let list = HostedView(Rows(axes: .vertical)).frame()
    #expect(row(0, in: list)?.minY == 0)
    #expect(row(7, in: list)?.minY == 280)
    #expect(row(0, in: list)?.minX == 190)  // 100 wide, centred across
    #expect(list.commands.first == .pushClip(CGRect(x: 0, y: 0, width: 480, height: 320)))
  }

  @Test(
    "the wheel scrolls by its points: 100 down puts row 0 at −100; far down stops at 800 − 320 = 480; far up at 0"
  )
  func wheelScrollsWithinTheContent() {
    let hosted = HostedView(Rows(axes: .vertical))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 100))
    #expect(row(0, in: hosted.frame(1))?.minY == -100)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 10_000))
    #expect(row(19, in: hosted.frame(2))?.maxY == 320)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: -10_000))
    #expect(row(0, in: hosted.frame(3))?.minY == 0)
  }

  @Test("a horizontal scroll view moves across: 60 to the right puts column 2 at x 20")
  func horizontal() {
    let hosted = HostedView(Rows(axes: .horizontal))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 60, height: 60))
    let list = hosted.frame(1)
    #expect(row(2, in: list)?.minX == 20)
    #expect(row(2, in: list)?.minY == 110)  // centred down, not scrolled
  }

  @Test("a tap lands on the row scrolled under the pointer")
  func tapsFollowTheScroll() {
    final class Taps { var rows: [Int] = [] }
    let taps = Taps()
    let hosted = HostedView(Rows(axes: .vertical, tapped: { taps.rows.append($0) }))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 200))
    hosted.frame(1)
    hosted.click(240, 20, atFrame: 2)
    #expect(taps.rows == [5])
  }

  @Test(
    "content scrolled out of a 100-point scroll view takes no clicks: the text under it gets the tap"
  )
  func hiddenContentTakesNoClicks() {
    struct Short: View {
      let taps: (String) -> Void
      var body: some View {
        VStack(spacing: 0) {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<10, id: \.self) { index in
                Color.blue.frame(width: 200, height: 40).onTapGesture { taps("row \(index)") }
              }
            }
          }
          .frame(height: 100)
          Text("Below").onTapGesture { taps("below") }
        }
      }
    }
    final class Taps { var names: [String] = [] }
    let taps = Taps()
    let hosted = HostedView(Short(taps: { taps.names.append($0) }))
    hosted.frame(0)
    hosted.click(text: "Below")
    #expect(taps.names == ["below"])
  }

  @Test(".scrollDisabled(true): the wheel does nothing")
  func disabled() {
    let hosted = HostedView(Rows(axes: .vertical).scrollDisabled(true))
    hosted.frame(0)
    hosted.host.scroll(at: CGPoint(x: 240, y: 160), by: CGSize(width: 0, height: 100))
    #expect(row(0, in: hosted.frame(1))?.minY == 0)
  }

  @Test("views listed straight in a scroll view are stacked in a column")
  func implicitColumn() {
    let list = HostedView(
      ScrollView {
        ForEach(0..<3, id: \.self) { index in
          Color(white: Double(index) / 100).frame(width: 50, height: 30)
        }
      }
    ).frame()
    // A column with the default spacing of 8: 0, 38, 76.
    #expect([0, 1, 2].map { row($0, in: list)?.minY } == [0, 38, 76])
  }
}
