import TempoScene
import TempoUICore
import Testing

/// A view whose inputs did not change is not re-evaluated when its parent is (SwiftUI compares
/// a child view's stored properties before running its body); a changed input, a changed
/// environment value or the view's own state change re-evaluates it.
@MainActor
@Suite("Unchanged views")
struct ViewComparisonTests {
  /// Counts its body evaluations in `probe.log` under its label.
  struct Child: View {
    let label: String
    let value: Int
    let probe: Probe
    @State private var taps = 0
    var body: some View {
      probe.log.append(label)
      return Text("\(label) \(value) \(taps)").onTapGesture { taps += 1 }
    }
  }

  /// Reads the colour scheme from the environment and counts its evaluations.
  struct SchemeReader: View {
    let probe: Probe
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
      probe.log.append("reader")
      return Text(colorScheme == .dark ? "dark" : "light")
    }
  }

  struct Parent: View {
    let probe: Probe
    @State private var count = 0
    @State private var light = false
    var body: some View {
      VStack {
        Child(label: "fixed", value: 1, probe: probe)
        Child(label: "counted", value: count, probe: probe)
        SchemeReader(probe: probe).environment(\.colorScheme, light ? .light : .dark)
        Text("count \(count)").onTapGesture { count += 1 }
        Text("scheme").onTapGesture { light.toggle() }
      }
    }
  }

  func hosted() -> (HostedView, Probe) {
    let probe = Probe()
    let hosted = HostedView(Parent(probe: probe))
    hosted.frame()
    probe.log.removeAll()
    return (hosted, probe)
  }

  @Test("the parent's state change re-evaluates the child whose input changed, not the others")
  func onlyChangedInputsReevaluate() {
    let (hosted, probe) = hosted()
    hosted.click(text: "count 0")
    let list = hosted.frame(1)
    #expect(probe.log == ["counted"])
    #expect(list.texts("counted 1 0").count == 1)
    #expect(list.texts("fixed 1 0").count == 1)
  }

  @Test("a changed environment value re-evaluates the view that reads it")
  func environmentChangeReevaluates() {
    let (hosted, probe) = hosted()
    hosted.click(text: "scheme")
    let list = hosted.frame(1)
    #expect(probe.log == ["reader"])
    #expect(list.texts("light").count == 1)
  }

  @Test("a skipped child's own state change still re-evaluates it, alone")
  func ownStateReevaluates() {
    let (hosted, probe) = hosted()
    hosted.click(text: "fixed 1 0")
    let list = hosted.frame(1)
    #expect(probe.log == ["fixed"])
    #expect(list.texts("fixed 1 1").count == 1)
  }

  @Test("the parent's and a child's state changing in one frame show both, each body run once")
  func parentAndChildInOneFrame() {
    let (hosted, probe) = hosted()
    hosted.click(text: "fixed 1 0")
    hosted.click(text: "count 0")
    let list = hosted.frame(1)
    #expect(probe.log.sorted() == ["counted", "fixed"])
    #expect(list.texts("fixed 1 1").count == 1)
    #expect(list.texts("counted 1 0").count == 1)
  }
}
