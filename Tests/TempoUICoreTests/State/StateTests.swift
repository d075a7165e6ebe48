import TempoScene
import TempoUICore
import Testing

/// `@State` lives as long as its view's identity: re-evaluating the parent keeps it; an action
/// reads back what it wrote; a write is seen by the body at the next update.
@MainActor
@Suite("State")
struct StateTests {
  struct Parent: View {
    @State var taps = 0
    var body: some View {
      VStack {
        Text("parent \(taps)").onTapGesture { taps += 1 }
        Counter(label: "child")
      }
    }
  }

  @Test("a child's @State survives its parent's body being re-evaluated")
  func survivesParentUpdate() {
    let hosted = HostedView(Parent())
    hosted.frame()
    hosted.click(text: "child 0")
    hosted.frame(1)
    hosted.click(text: "parent 0")
    let list = hosted.frame(2)
    #expect(list.texts("parent 1").count == 1)
    #expect(list.texts("child 1").count == 1)
  }

  struct ReadBack: View {
    let probe: Probe
    @State var value = 1
    var body: some View {
      Text("value \(value)").onTapGesture {
        value = 5
        value += 1
        probe.count = value
      }
    }
  }

  @Test("an action reads back what it wrote (5 + 1 = 6) before the update shows it")
  func actionReadsItsWrites() {
    let probe = Probe()
    let hosted = HostedView(ReadBack(probe: probe))
    hosted.frame()
    hosted.click(text: "value 1")
    #expect(probe.count == 6)
    #expect(hosted.frame(1).texts("value 6").count == 1)
  }

  @Test("the body sees the new value only at the next frame's update")
  func bodyUpdatesBeforeNextFrame() {
    let hosted = HostedView(ReadBack(probe: Probe()))
    let before = hosted.frame()
    hosted.click(text: "value 1")
    #expect(before.texts("value 1").count == 1)
    hosted.host.applyUpdates()
    #expect(hosted.timeline.scene.displayList().texts("value 6").count == 1)
  }

  /// Counts its body evaluations; "same" sets the flag to what it is, "flip" changes it.
  struct Flag: View {
    let probe: Probe
    @State var on = false
    var body: some View {
      let _ = probe.count += 1
      VStack {
        Text("same").onTapGesture { on = false }
        Text("flip").onTapGesture { on.toggle() }
      }
    }
  }

  @Test("a @State set to the value it has does not re-evaluate the body; a change does, once")
  func equalWriteDoesNotUpdate() {
    let probe = Probe()
    let hosted = HostedView(Flag(probe: probe))
    hosted.frame()
    let before = probe.count
    hosted.click(text: "same")
    hosted.frame(1)
    #expect(probe.count == before)
    hosted.click(text: "flip")
    hosted.frame(2)
    #expect(probe.count == before + 1)
  }
}
