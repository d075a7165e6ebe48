import TempoScene
import TempoUICore
import Testing

/// `.onChange(of:initial:_:)` runs after an update in which the value changed, with the old and
/// the new value; `initial` also runs it when the view appears.
@MainActor
@Suite("onChange")
struct OnChangeViewTests {
  struct Watched: View {
    let probe: Probe
    var initial = false
    @State private var count = 0
    var body: some View {
      Text("count \(count)")
        .onTapGesture { count += 1 }
        .onChange(of: count, initial: initial) { old, new in probe.log.append("\(old)→\(new)") }
        .onChange(of: count) { probe.count += 1 }
    }
  }

  @Test("two taps log 0→1 then 1→2, and the zero-parameter action runs twice")
  func runsWithOldAndNewValues() {
    let probe = Probe()
    let hosted = HostedView(Watched(probe: probe))
    hosted.frame()
    #expect(probe.log.isEmpty)
    hosted.click(text: "count 0")
    hosted.frame()
    hosted.click(text: "count 1")
    hosted.frame()
    #expect(probe.log == ["0→1", "1→2"])
    #expect(probe.count == 2)
  }

  @Test("initial: true runs the action once on appearance with the value twice (0→0)")
  func initialRunsOnAppearance() {
    let probe = Probe()
    let hosted = HostedView(Watched(probe: probe, initial: true))
    hosted.frame()
    #expect(probe.log == ["0→0"])
  }

  /// Copies a value into a second state from its onChange action.
  struct Follower: View {
    @State private var source = 0
    @State private var copy = 0
    var body: some View {
      Text("\(source) \(copy)")
        .onTapGesture { source = 7 }
        .onChange(of: source) { _, new in copy = new * 2 }
    }
  }

  @Test("state set in the action is applied before the next frame: the tap's frame shows 7 14")
  func stateSetInActionAppliesBeforeFrame() {
    let hosted = HostedView(Follower())
    hosted.frame()
    hosted.click(text: "0 0")
    let warnings = RuntimeWarning.capture { _ = hosted.frame() }
    #expect(hosted.frame().texts("7 14").count == 1)
    #expect(warnings.isEmpty)
  }

  @Test("a re-evaluation with the value unchanged runs nothing")
  func unchangedValueRunsNothing() {
    let probe = Probe()
    let hosted = HostedView(
      VStack {
        Counter(label: "other")
        Text("fixed").onChange(of: 1) { probe.count += 1 }
      })
    hosted.frame()
    hosted.click(text: "other 0")
    #expect(hosted.frame().texts("other 1").count == 1, "the tap re-evaluated the view")
    #expect(probe.count == 0)
  }
}
