import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.sheet` and `.fullScreenCover` in a 480 × 320 window: a card from 24 points below the top,
/// over the window dimmed with black at 40 %.
@MainActor
@Suite("sheet")
struct ViewSheetTests {
  /// The dimming: black at 40 %.
  static let black = Color(red: 0, green: 0, blue: 0, opacity: 0.4)
  static let card = Color(hex: 0x1C1C1E)

  struct Closing: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  struct Presenter: View {
    @State var shown = false
    let probe: Probe
    var fullScreen = false
    var body: some View {
      VStack {
        Button("Show") { shown = true }
        Button("Count") { probe.count += 1 }
      }
      .sheet(
        isPresented: fullScreen ? .constant(false) : $shown,
        onDismiss: { probe.log.append("dismissed") }
      ) {
        Closing()
      }
      .fullScreenCover(isPresented: fullScreen ? $shown : .constant(false)) { Closing() }
    }
  }

  @Test(
    "shown, the window is dimmed at 40 % and a #1C1C1E card spans (0, 24) to 10 below the bottom, drawn last"
  )
  func showsCardOverDimming() {
    let hosted = HostedView(Presenter(probe: Probe()))
    #expect(hosted.frame().fills(Self.black).isEmpty)
    hosted.click(text: "Show")
    let list = hosted.run(to: 120)
    #expect(list.fills(Self.black).map(\.rect) == [rect(0, 0, 480, 320)])
    #expect(list.fills(Self.black).first?.opacity == 1)
    #expect(list.fills(Self.card).map(\.rect) == [rect(0, 24, 480, 306)])
    let drawn = list.drawn
    let cardIndex = drawn.lastIndex { $0.color == Self.card } ?? -1
    let countIndex = drawn.firstIndex { $0.kind == .text("Count", size: 17) } ?? .max
    #expect(cardIndex > countIndex)
  }

  @Test(
    "the sheet slides up by the window's 320 points and the dimming fades in, both along the presentation spring (duration 0.4, bounce 0)"
  )
  func animatesIn() {
    let hosted = HostedView(Presenter(probe: Probe()))
    hosted.frame()
    hosted.click(text: "Show")
    // A presentation shown without an animation uses a spring of duration 0.4, bounce 0
    // (ω0 = 2π / 0.4, ζ = 1). `.move(edge: .bottom)` starts the 320-point layer a whole
    // height lower: the card's top is at 24 + 320 (1 − s(t)); the dimming's opacity is s(t).
    let omega0 = 2 * Double.pi / 0.4
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: 2 * omega0)
    for frame in [4, 8, 15] {
      let list = hosted.run(to: frame)
      let t = Double(frame) / 60
      // The engine integrates in 1/300 s Verlet steps: the closed form within its steps, ± 1 %
      // of the change.
      let top = Double(list.fills(Self.card).first?.rect.minY ?? -1)
      #expect(
        spring.allows(top, delta: 1, at: t, tolerance: 3.2) { 24 + 320 * (1 - $0) },
        "frame \(frame): \(top)")
      let dimming = list.fills(Self.black).first?.opacity ?? -1
      #expect(
        spring.allows(dimming, delta: 1, at: t, tolerance: 0.01), "frame \(frame): \(dimming)")
    }
  }

  @Test(
    "the dimming takes clicks: a click on a button under it does nothing (the same click counted once before)"
  )
  func dimmingBlocksClicks() {
    let probe = Probe()
    let hosted = HostedView(Presenter(probe: probe))
    hosted.frame()
    guard let count = hosted.host.requireCenter(ofText: "Count") else { return }
    hosted.host.click(at: count)
    hosted.frame()
    #expect(probe.count == 1, "the point is on the Count button")
    hosted.click(text: "Show")
    let list = hosted.run(to: 120)
    #expect(list.fills(Self.black).map(\.rect) == [rect(0, 0, 480, 320)], "the sheet is up")
    hosted.host.click(at: count)
    hosted.frame()
    #expect(probe.count == 1)
  }

  @Test(
    "dismiss() from inside lowers the sheet, onDismiss runs once, and the window is clear again")
  func dismissFromInside() {
    let probe = Probe()
    let hosted = HostedView(Presenter(probe: probe))
    hosted.frame()
    hosted.click(text: "Show")
    hosted.run(to: 120)
    hosted.click(text: "Close")
    let list = hosted.run(to: 240)
    #expect(list.fills(Self.black).isEmpty)
    #expect(list.fills(Self.card).isEmpty)
    #expect(probe.log == ["dismissed"])
  }

  @Test("a full-screen cover fills the window with its card, without dimming")
  func fullScreenCover() {
    let hosted = HostedView(Presenter(probe: Probe(), fullScreen: true))
    hosted.frame()
    hosted.click(text: "Show")
    let list = hosted.run(to: 120)
    #expect(list.fills(Self.black).isEmpty)
    #expect(list.fills(Self.card).map(\.rect) == [rect(0, 0, 480, 320)])
  }

  struct Note: Identifiable {
    let id: Int
  }

  struct ItemPresenter: View {
    @State var note: Note?
    var body: some View {
      Button("Open") { note = Note(id: 7) }
        .sheet(item: $note) { note in Text("Note \(note.id)") }
    }
  }

  @Test("sheet(item:) shows the item's content while it is set")
  func itemSheet() {
    let hosted = HostedView(ItemPresenter())
    #expect(hosted.frame().texts("Note 7").isEmpty)
    hosted.click(text: "Open")
    #expect(hosted.run(to: 120).texts("Note 7").count == 1)
  }
}
