import Tempo
import TempoScene
import TempoUICore
import Testing

/// `scrollTo` moves the scroll view so the view of that id shows: by its anchor, or by the
/// least amount; in the current transaction, so `withAnimation` animates it.
@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
  /// Twenty 40-point rows in a 320-point window; the buttons above the list live in an
  /// overlay, so they stay put.
  struct Jumper: View {
    let target: Int
    let anchor: UnitPoint?
    let animated: Bool

    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
              Color(white: Double(index) / 100).frame(width: 100, height: 40)
            }
          }
        }
        .overlay(alignment: .topTrailing) {
          Text("Jump").onTapGesture {
            if animated {
              withAnimation(.linear(duration: 1)) { proxy.scrollTo(target, anchor: anchor) }
            } else {
              proxy.scrollTo(target, anchor: anchor)
            }
          }
        }
      }
    }
  }

  func minY(of index: Int, in list: DisplayList) -> Double? {
    list.fills(Color(white: Double(index) / 100)).first.map { Double($0.rect.minY) }
  }

  func jumped(_ target: Int, anchor: UnitPoint?) -> DisplayList {
    let hosted = HostedView(Jumper(target: target, anchor: anchor, animated: false))
    hosted.frame(0)
    hosted.click(text: "Jump")
    return hosted.frame(1)
  }

  @Test("scrollTo(10, anchor: .top) puts row 10 at the top")
  func anchorTop() {
    #expect(minY(of: 10, in: jumped(10, anchor: .top)) == 0)
  }

  @Test(
    "scrollTo(10, anchor: .center) puts row 10's centre (420) at the window's (160): offset 260")
  func anchorCenter() {
    #expect(minY(of: 10, in: jumped(10, anchor: .center)) == 140)
  }

  @Test("scrollTo(15, anchor: .top) stops at the end: offset 480, row 15 at 120")
  func anchorClamped() {
    #expect(minY(of: 15, in: jumped(15, anchor: .top)) == 120)
  }

  @Test("no anchor: row 5, already shown, stays; row 12 (480…520) scrolls up just enough, to 280")
  func leastAmount() {
    #expect(minY(of: 5, in: jumped(5, anchor: nil)) == 200)
    #expect(minY(of: 12, in: jumped(12, anchor: nil)) == 280)
  }

  @Test(
    "inside withAnimation(.linear(duration: 1)) the scroll animates: row 10 half-way to the top at 0.5 s"
  )
  func animated() {
    let hosted = HostedView(Jumper(target: 10, anchor: .top, animated: true))
    hosted.frame(0)
    guard let jump = hosted.host.center(ofText: "Jump") else {
      Issue.record("no Jump")
      return
    }
    hosted.click(Double(jump.x), Double(jump.y), atFrame: 60)
    let middle = minY(of: 10, in: hosted.run(to: 90))
    #expect(middle.map { abs($0 - 200) < 1e-6 } == true, "\(String(describing: middle))")
    #expect(minY(of: 10, in: hosted.run(to: 125)) == 0)
  }

  /// A list of a header and 1,000 rows (44 points each); "Jump" scrolls to row `target`.
  struct ListJumper: View {
    let target: Int

    var body: some View {
      ScrollViewReader { proxy in
        List {
          Text("header")
          ForEach(0..<1_000, id: \.self) { index in
            Color(white: Double(index) / 10_000).frame(width: 100, height: 10)
          }
        }
        .overlay(alignment: .bottomTrailing) {
          Text("Jump").onTapGesture { proxy.scrollTo(target, anchor: .top) }
        }
      }
    }
  }

  @Test(
    "in a List of a header and 1,000 rows, scrollTo(800, anchor: .top) builds row 800 and puts its bar at y 17"
  )
  func scrollToAnUnbuiltListRow() {
    let hosted = HostedView(ListJumper(target: 800))
    hosted.frame(0)
    #expect(hosted.frame(1).fills(Color(white: 800 / 10_000)).isEmpty)
    hosted.click(text: "Jump")
    let list = hosted.frame(2)
    #expect(list.fills(Color(white: 800 / 10_000)).first?.rect == rect(16, 17, 100, 10))
  }
}
