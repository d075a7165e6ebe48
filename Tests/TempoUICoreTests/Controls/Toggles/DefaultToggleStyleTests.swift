import TempoScene
import TempoUICore
import Testing

/// `.toggleStyle(.automatic)`: iOS's default, the switch.
@MainActor
@Suite("DefaultToggleStyle")
struct DefaultToggleStyleTests {
  @Test(".automatic draws the same as no style and as .switch")
  func automaticIsSwitch() {
    let plain = HostedView(Toggle("A", isOn: .constant(true))).frame()
    let automatic = HostedView(Toggle("A", isOn: .constant(true)).toggleStyle(.automatic)).frame()
    let switched = HostedView(Toggle("A", isOn: .constant(true)).toggleStyle(.switch)).frame()
    #expect(automatic.drawn == plain.drawn)
    #expect(automatic.drawn == switched.drawn)
    #expect(automatic.fills(.green).count == 1)
  }
}
