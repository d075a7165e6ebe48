import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.alert` in a 480 × 320 window: a 270-point box in the middle over the window dimmed with
/// black at 25 %, its buttons stacked under hairlines, 44 points each.
@MainActor
@Suite("alert")
struct ViewAlertTests {
  static let box = Color(hex: 0x2C2C2E)

  struct Asker: View {
    @State var asking = false
    let probe: Probe
    var body: some View {
      Button("Ask") { asking = true }
        .alert("Delete?", isPresented: $asking) {
          Button("Delete", role: .destructive) { probe.log.append("deleted") }
          Button("Cancel", role: .cancel) { probe.log.append("cancelled") }
        } message: {
          Text("It cannot be undone.")
        }
    }
  }

  @Test(
    "the box is 270 wide, 20 + title line + 4 + message line + 20 + two 44.5-point buttons tall, centred"
  )
  func boxGeometry() {
    let hosted = HostedView(Asker(probe: Probe()))
    hosted.frame()
    hosted.click(text: "Ask")
    let list = hosted.run(to: 120)
    // The title's line is a measured 17-point one, the message's a 13-point one.
    let title = Double(measuredText("Delete?").height)
    let message = Double(measuredText("It cannot be undone.", fontSize: 13).height)
    let height = 20 + title + 4 + message + 20 + 2 * 44.5
    #expect(list.fills(Self.box).map(\.rect) == [rect(105, (320 - height) / 2, 270, height)])
    #expect(
      list.fills(Color(red: 0, green: 0, blue: 0, opacity: 0.25)).map(\.rect) == [
        rect(0, 0, 480, 320)
      ])
    #expect(list.texts("Delete?").first?.kind == .text("Delete?", size: 17))
    #expect(
      list.texts("It cannot be undone.").first?.kind == .text("It cannot be undone.", size: 13))
    #expect(list.texts("Delete").first?.color == Color.red)
  }

  @Test("a click on a button runs its action, then lowers the alert; Ask shows it again")
  func buttonRunsAndDismisses() {
    let probe = Probe()
    let hosted = HostedView(Asker(probe: probe))
    hosted.frame()
    hosted.click(text: "Ask")
    hosted.run(to: 120)
    hosted.click(text: "Delete")
    let list = hosted.run(to: 240)
    #expect(probe.log == ["deleted"])
    #expect(list.fills(Self.box).isEmpty)
    hosted.click(text: "Ask")
    #expect(hosted.run(to: 360).fills(Self.box).count == 1)
  }

  struct Plain: View {
    @State var shown = true
    var body: some View {
      Text("Behind").alert("Saved", isPresented: $shown) {}
    }
  }

  @Test("an alert without actions has an OK button, which lowers it")
  func defaultOK() {
    let hosted = HostedView(Plain())
    #expect(hosted.frame().texts("OK").count == 1)
    hosted.click(text: "OK")
    #expect(hosted.run(to: 120).texts("OK").isEmpty)
  }

  struct Legacy: View {
    @State var shown = true
    let probe: Probe
    var body: some View {
      Text("Behind").alert(isPresented: $shown) {
        Alert(
          title: Text("Reset?"), message: Text("All scores go."),
          primaryButton: .destructive(Text("Reset")) { probe.log.append("reset") },
          secondaryButton: .cancel())
      }
    }
  }

  @Test(
    "the legacy Alert shows its title, message and two buttons; the destructive one is red and runs"
  )
  func legacyAlert() {
    let probe = Probe()
    let hosted = HostedView(Legacy(probe: probe))
    let list = hosted.frame()
    #expect(list.texts("Reset?").count == 1)
    #expect(list.texts("All scores go.").count == 1)
    #expect(list.texts("Reset").first?.color == Color.red)
    #expect(list.texts("Cancel").count == 1)
    hosted.click(text: "Reset")
    hosted.run(to: 120)
    #expect(probe.log == ["reset"])
  }
}
