import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Picker` as a segmented control across a 480-point window: three options in 160-point
/// segments, the raised one 2 points inside its segment (156 × 28).
@MainActor
@Suite("Picker")
struct PickerTests {
  static let raised = Color(hex: 0x636366)

  struct Chooser: View {
    @State var curve = 1
    var body: some View {
      VStack {
        Picker("Curve", selection: $curve) {
          Text("Linear").tag(0)
          Text("Ease").tag(1)
          Text("Spring").tag(2)
        }
        .pickerStyle(.segmented)
        Text("chosen \(curve)")
      }
    }
  }

  /// The track's top: the column of the 32-point picker, 8 points and a measured 17 pt line
  /// (h), centred in 320.
  static var trackTop: Double { (320 - (40 + Double(measuredText("chosen 1").height))) / 2 }

  @Test(
    "the raised segment is under the selected second option: x 162, 156 × 28, 2 below the track's top"
  )
  func raisedSegment() {
    let list = HostedView(Chooser()).frame()
    // The column is 32 + 8 + h tall (h: a measured 17 pt line), from y (320 − (40 + h)) / 2.
    let raised = list.fills(Self.raised).first?.rect
    #expect(raised?.isClose(to: rect(162, Self.trackTop + 2, 156, 28), within: 1e-9) == true)
    #expect(list.texts("Ease").first.map { abs(Double($0.rect.midX) - 240) < 1e-9 } == true)
  }

  @Test(
    "a click on the third segment selects its tag and the raised segment slides 160 pt there along easeInOut 0.25 s (sampled at x = 4/15, 8/15, 11/15)"
  )
  func clickSelects() {
    let hosted = HostedView(Chooser())
    hosted.frame()
    hosted.click(400, 145)
    #expect(hosted.run(to: 1).texts("chosen 2").count == 1)
    // A selection change without an animation of its own slides with easeInOut(duration:
    // 0.25), the Bézier (0.42, 0, 0.58, 1): from x = 162 to 322 over 15 frames.
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in [4, 8, 11] {
      let moving = hosted.run(to: frame).fills(Self.raised).first.map { Double($0.rect.minX) }
      let expected = 162 + 160 * easeInOut.value(at: Double(frame) / 15)
      #expect(abs((moving ?? -1) - expected) < 1e-9, "frame \(frame): \(moving ?? -1)")
    }
    let settled = hosted.run(to: 60).fills(Self.raised).first?.rect
    #expect(settled?.isClose(to: rect(322, Self.trackTop + 2, 156, 28), within: 1e-6) == true)
  }

  struct Names: View {
    @State var name = "a"
    var body: some View {
      VStack {
        Picker("Name", selection: $name) {
          ForEach(["a", "b"], id: \.self) { Text($0) }
        }
        Text("picked \(name)")
      }
    }
  }

  @Test("a ForEach's views are tagged with their ids: clicking the second picks \"b\"")
  func implicitTags() {
    let hosted = HostedView(Names())
    hosted.frame()
    hosted.click(360, 145)
    #expect(hosted.frame().texts("picked b").count == 1)
  }

  @Test(
    "the iOS 13 form Picker(selection:label:content:) draws the same control: B raised from x 242")
  func labelFirstForm() {
    let list = HostedView(
      Picker(selection: .constant(1), label: Text("Letter")) {
        Text("A").tag(0)
        Text("B").tag(1)
      }
    ).frame()
    #expect(list.fills(Self.raised).first.map { abs(Double($0.rect.minX) - 242) < 1e-9 } == true)
  }
}
