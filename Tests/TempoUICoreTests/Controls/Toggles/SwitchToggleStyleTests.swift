import TempoScene
import TempoUICore
import Testing

/// `.toggleStyle(.switch)` and `SwitchToggleStyle(tint:)`: the same switch, tinted.
@MainActor
@Suite("SwitchToggleStyle")
struct SwitchToggleStyleTests {
  @Test(".switch keeps the green; SwitchToggleStyle(tint: .pink) fills the track pink")
  func styles() {
    let plain = HostedView(Toggle("A", isOn: .constant(true)).toggleStyle(.switch)).frame()
    #expect(plain.fills(.green).count == 1)
    let tinted = HostedView(
      Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .pink))
    ).frame()
    #expect(tinted.fills(.pink).count == 1)
  }
}
