import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Toggle` as iOS's switch: label leading, a 51 × 31 pt capsule trailing, green #30D158
/// (dark) when on and #39393D when off, a white 27 pt knob 2 pt inside the end; a click on
/// the switch flips the binding and the knob slides.
@MainActor
@Suite("Toggle")
struct ToggleTests {
  struct Settings: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $isOn)
        Text(isOn ? "On" : "Off")
      }
    }
  }

  /// The white knobs drawn (fills of white), as window rectangles.
  func knobs(_ list: DisplayList) -> [CGRect] { list.fills(.white).map(\.rect) }

  @Test("off: the switch is at the trailing edge, grey, its knob at the leading end")
  func off() throws {
    let list = HostedView(Toggle("Wi-Fi", isOn: .constant(false))).frame()
    // 480 wide: the capsule spans 429…480 and is centred vertically (320 − 31) / 2 = 144.5.
    let track = try #require(list.fills(Color(hex: 0x39393D)).first)
    #expect(track.rect.isClose(to: rect(429, 144.5, 51, 31), within: 1e-6))
    // The knob's centre is 10 pt left of the capsule's centre (454.5): 431…458.
    #expect(knobs(list).map { $0.isClose(to: rect(431, 146.5, 27, 27), within: 1e-6) } == [true])
    let label = try #require(list.texts("Wi-Fi").first)
    #expect(label.rect.minX == 0)
  }

  @Test("on: green track, knob at the trailing end; .tint replaces the green")
  func on() {
    let list = HostedView(Toggle("Wi-Fi", isOn: .constant(true))).frame()
    #expect(list.fills(.green).count == 1)
    #expect(knobs(list).map { $0.isClose(to: rect(451, 146.5, 27, 27), within: 1e-6) } == [true])
    let tinted = HostedView(Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange)).frame()
    #expect(tinted.fills(.orange).count == 1)
    #expect(tinted.fills(.green).isEmpty)
  }

  @Test(
    "a click on the switch flips the binding; the knob slides 20 pt along .default (spring duration 0.5, bounce 0), then rests on"
  )
  func clickSlides() {
    let hosted = HostedView(Settings())
    hosted.frame()
    // The knob sits inside the switch: clicking its centre clicks the switch.
    let knob = knobs(hosted.frame()).first ?? .zero
    hosted.host.click(at: CGPoint(x: knob.midX, y: knob.midY))
    #expect(hosted.run(to: 1).texts("On").count == 1, "the binding flipped")
    // A switch flipped without an animation slides with .default: ω0 = 2π / 0.5, ζ = 1.
    let omega0 = 2 * Double.pi / 0.5
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: 2 * omega0)
    for frame in [3, 6, 12] {
      let knobX = Double(knobs(hosted.run(to: frame)).first?.minX ?? 0)
      // The engine's 1/300 s Verlet steps: the closed form within its steps, ± 1 % of the slide.
      #expect(
        spring.allows(knobX, delta: 1, at: Double(frame) / 60, tolerance: 0.2) { 431 + 20 * $0 },
        "frame \(frame): \(knobX)")
    }
    let settled = hosted.run(to: 240)
    #expect(knobs(settled).first.map { abs($0.minX - 451) < 0.01 } == true)
    #expect(settled.fills(.green).count == 1)
  }

  @Test("a click on the label does not flip it; .labelsHidden() leaves the switch alone")
  func labelAndHidden() {
    let hosted = HostedView(Settings())
    hosted.frame()
    hosted.click(text: "Wi-Fi")
    #expect(hosted.frame(1).texts("Off").count == 1)
    let hidden = HostedView(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()).frame()
    #expect(hidden.texts("Wi-Fi").isEmpty)
    // Alone, the switch is centred: (480 − 51) / 2 = 214.5.
    #expect(hidden.fills(Color(hex: 0x39393D)).first?.rect.minX == 214.5)
  }

  @Test("disabled: half opacity and a click does nothing")
  func disabled() {
    let hosted = HostedView(Settings().disabled(true))
    hosted.frame()
    hosted.click(429 + 25, 160)
    let list = hosted.frame(1)
    #expect(list.texts("Off").count == 1)
    #expect(list.fills(Color(hex: 0x39393D)).first?.opacity == 0.5)
  }
}
