import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The `ChecklistToggles` sample: a custom `ToggleStyle` (a checkbox) that flips its state on a
/// tap, a `.button` toggle tinted orange, and an `.automatic` one drawn as the switch.
@MainActor
@Suite("SwiftUI samples: toggle styles")
struct ChecklistTogglesTests {
  let samples = SwiftUISamplesTests()

  @Test(
    "a click on the checkbox's label checks it; once the press has faded, the clicked flag button is orange at 15 %"
  )
  func clicks() throws {
    let (timeline, host) = samples.host(ChecklistToggles())
    #expect(samples.fills(.green, in: host.frame()).count == 1, "the switch is on: green")
    host.click(at: try #require(host.center(ofText: "Buy milk")))
    _ = host.frame()
    #expect(host.center(ofText: "Milk: done") != nil)
    samples.click(try #require(host.center(ofText: "Flag")), on: host, timeline, thenMoveTo: 90)
    let list = host.frame()
    #expect(host.center(ofText: "Flagged") != nil)
    let orange = list.commands.contains { command in
      guard case .fill(_, let color, _, let opacity) = command else { return false }
      return color.red == TempoUI.Color.orange.red && color.green == TempoUI.Color.orange.green
        && abs(color.opacity * opacity - 0.15) < 1e-9
    }
    #expect(orange, "the on flag button's background: orange at 15 %")
  }
}
