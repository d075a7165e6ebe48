import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// Identity: a view keeps its state while its identity (place, branch, `ForEach` id, `.id`)
/// lives; a new identity starts from the initial value, inserted with its transition, and a gone
/// one plays its removal and leaves after it.
@MainActor
@Suite("Reconciliation")
struct ElementReconcileTests {
  struct Branches: View {
    @State var first = true
    var body: some View {
      VStack {
        if first { Counter(label: "A") } else { Counter(label: "B") }
        Text("switch").onTapGesture { first.toggle() }
      }
    }
  }

  @Test("switching an if/else branch and back resets the first branch's counter to 0")
  func branchSwitchResetsState() {
    let hosted = HostedView(Branches())
    hosted.frame()
    hosted.click(text: "A 0")
    #expect(hosted.frame(1).texts("A 1").count == 1)
    hosted.click(text: "switch")
    #expect(hosted.frame(2).texts("B 0").count == 1)
    hosted.click(text: "switch")
    let list = hosted.frame(3)
    #expect(list.texts("A 0").count == 1)
    #expect(list.texts("A 1").isEmpty)
  }

  struct Rows: View {
    @State var items = [1, 2, 3]
    var body: some View {
      VStack(spacing: 0) {
        ForEach(items, id: \.self) { Counter(label: "row\($0)") }
        Text("reverse").onTapGesture { items.reverse() }
        Text("add").onTapGesture { withAnimation(.linear(duration: 1)) { items.append(4) } }
        Text("drop").onTapGesture {
          withAnimation(.linear(duration: 1)) { _ = items.removeFirst() }
        }
      }
    }
  }

  @Test("reversed, ForEach rows keep their counters by id and move to their new places")
  func reorderKeepsState() {
    let hosted = HostedView(Rows())
    let before = hosted.frame()
    let top = before.texts("row1 0").first?.rect.minY ?? -1
    hosted.click(text: "row2 0")
    hosted.frame(1)
    hosted.click(text: "reverse")
    let list = hosted.frame(2)
    // Rows are one measured 17-pt line (h) tall with no spacing: row3 now at the top, row2 in
    // the middle.
    let h = Double(measuredText("row1 0").height)
    for (text, row) in [("row3 0", 0.0), ("row2 1", 1), ("row1 0", 2)] {
      let y = list.texts(text).first.map { Double($0.rect.minY) } ?? .nan
      #expect(abs(y - (top + row * h)) < 1e-9, "\(text) at \(y)")
    }
  }

  @Test("a row appended with linear 1 s fades in: opacity 0, 0.5, 1 at +0, +30, +60 frames")
  func insertedRowPlaysTransition() {
    let hosted = HostedView(Rows())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "add")
    for k in [0, 30, 60] {
      let opacity = hosted.frame(60 + k).texts("row4 0").first?.opacity ?? 0
      #expect(abs(opacity - linear(Double(k) / 60, over: 1)) < 1e-9, "frame +\(k)")
    }
  }

  @Test("a row removed with linear 1 s fades out in place, takes no taps, and is gone after")
  func removedRowLeavesAfterRemoval() {
    let hosted = HostedView(Rows())
    let first = hosted.frame().texts("row1 0").first?.rect
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "drop")
    hosted.frame()
    let half = hosted.frame(90).texts("row1 0").first
    #expect(abs((half?.opacity ?? 0) - 0.5) < 1e-9)
    // SwiftUI leaves it where it was while the stack shrinks around the others.
    #expect(half?.rect.isClose(to: first ?? .zero) == true)
    if let first { hosted.click(Double(first.midX), Double(first.minY) + 2) }
    #expect(hosted.frame(91).texts("row1 1").isEmpty)
    #expect(hosted.frame(120).texts("row1 0").isEmpty)
    #expect(hosted.host.center(ofText: "row1 0") == nil)
  }

  /// A button above a square that scales in and out, as SwiftUI samples write it.
  struct Reveal: View {
    @State var shows = false
    var body: some View {
      VStack {
        Text("Tap").onTapGesture { withAnimation(.linear(duration: 1)) { shows.toggle() } }
        if shows {
          Color.red.frame(width: 200, height: 200).transition(.scale)
        }
      }
    }
  }

  @Test(
    "a view inserted into a stack that grows scales in around its final centre while the text moves along the animation"
  )
  func insertedViewStaysInPlace() {
    let hosted = HostedView(Reveal())
    // Before: the text (measured w × h) alone, centred.
    let tap = measuredText("Tap")
    let (w, h) = (Double(tap.width), Double(tap.height))
    let (oldTop, newTop) = ((320 - h) / 2, (320 - (h + 8 + 200)) / 2)
    let before = hosted.frame().texts("Tap").first?.rect
    #expect(before?.isClose(to: rect((480 - w) / 2, oldTop, w, h)) == true)
    hosted.click(text: "Tap")
    hosted.frame()
    // After: text, 8 pt, square: h + 208 pt high, centred; the square's centre 100 below its top.
    let finalCenter = CGPoint(x: 240, y: newTop + h + 8 + 100)
    for k in [15, 30, 45] {
      let list = hosted.frame(k)
      let square = list.fills(.red).first?.rect
      #expect(abs(Double(square?.midX ?? 0) - finalCenter.x) < 1e-6, "frame \(k)")
      #expect(abs(Double(square?.midY ?? 0) - finalCenter.y) < 1e-6, "frame \(k)")
      // `.scale` starts from 1e-5 (an invertible transform), linearly to 1.
      let scale = 1e-5 + (1 - 1e-5) * Double(k) / 60
      #expect(abs(Double(square?.width ?? 0) - 200 * scale) < 1e-6, "frame \(k)")
      // The text moves linearly from its old top to its new one.
      let textTop = Double(list.texts("Tap").first?.rect.minY ?? 0)
      #expect(abs(textTop - (oldTop + (newTop - oldTop) * Double(k) / 60)) < 1e-6, "frame \(k)")
    }
  }

  struct Explicit: View {
    @State var generation = 0
    var body: some View {
      VStack {
        Counter(label: "c").id(generation)
        Text("next").onTapGesture { generation += 1 }
      }
    }
  }

  @Test("a new .id(_:) value makes a new view: its counter starts again from 0")
  func idChangeResetsState() {
    let hosted = HostedView(Explicit())
    hosted.frame()
    hosted.click(text: "c 0")
    #expect(hosted.frame(1).texts("c 1").count == 1)
    hosted.click(text: "next")
    #expect(hosted.frame(2).texts("c 0").count == 1)
  }

  struct Toggled: View {
    @State var shown = true
    var body: some View {
      VStack {
        if shown { Color.red.frame(width: 50, height: 50) }
        Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      }
    }
  }

  @Test("re-inserted half-way through its removal, a view comes back from opacity 0.5, once")
  func reinsertedMidRemoval() {
    let hosted = HostedView(Toggled())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "toggle")
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? 0) - 0.5) < 1e-9)
    hosted.click(text: "toggle")
    // The removal (linear 1 s from frame 60) has it at 1 − 31/60 when the re-insertion begins
    // at frame 91: it goes on from there, one square (not a new one from 0), and is fully back
    // 1 s later, at frame 151.
    let back = hosted.frame(91).fills(.red)
    #expect(back.count == 1)
    #expect(abs((back.first?.opacity ?? 0) - (1 - 31.0 / 60)) < 1e-9)
    for frame in [100, 120] {
      #expect(hosted.frame(frame).fills(.red).count == 1, "frame \(frame)")
    }
    let end = hosted.frame(151).fills(.red)
    #expect(end.count == 1)
    #expect(end.first?.opacity == 1)
  }
}
