import Tempo
import TempoScene
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

  @Test("the sheet slides: early on, its card is below its place and the dimming is fading in")
  func animatesIn() {
    let hosted = HostedView(Presenter(probe: Probe()))
    hosted.frame()
    hosted.click(text: "Show")
    let early = hosted.run(to: 4)
    let card = early.fills(Self.card).first
    #expect(card.map { $0.rect.minY > 24 } == true)
    #expect(early.fills(Self.black).first.map { $0.opacity > 0 && $0.opacity < 1 } == true)
  }

  @Test("the dimming takes clicks: a click on a button under it does nothing")
  func dimmingBlocksClicks() {
    let probe = Probe()
    let hosted = HostedView(Presenter(probe: probe))
    hosted.frame()
    let count = hosted.host.center(ofText: "Count")
    hosted.click(text: "Show")
    hosted.run(to: 120)
    if let count { hosted.host.click(at: count) }
    hosted.frame()
    #expect(probe.count == 0)
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
