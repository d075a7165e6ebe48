import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A primitive style that triggers on a double click only.
private struct DoubleClickStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// `PrimitiveButtonStyle`: the style decides when the action runs through `trigger()`.
@MainActor
@Suite("PrimitiveButtonStyle")
struct PrimitiveButtonStyleTests {
  @Test(
    "a style triggering on onTapGesture(count: 2): one click runs nothing, a double click runs the action once"
  )
  func triggerOnDoubleClick() throws {
    let probe = Probe()
    let view = HostedView(
      Button {
        probe.count += 1
      } label: {
        Text("Tap")
      }.buttonStyle(DoubleClickStyle()))
    view.frame(0)
    view.click(text: "Tap")
    view.frame(3)
    #expect(probe.count == 0)
    view.click(text: "Tap")
    view.frame(4)
    #expect(probe.count == 1)
  }

  @Test("the label of a primitive style is untinted: the primary colour")
  func labelUntinted() {
    let list = HostedView(Button("Tap") {}.buttonStyle(DoubleClickStyle())).frame()
    #expect(list.texts("Tap").first?.color.isClose(to: .white) == true)
  }
}
