import TempoScene
import TempoUICore
import Testing

/// A child view holding a binding is compared as SwiftUI compares one, by where the value lives
/// and the value it holds: the same `@State`'s binding at an unchanged value leaves the child
/// alone when its parent is evaluated again; a changed value, or a binding made from closures
/// (whose source is unknown), re-evaluates it.
@MainActor
@Suite("Bindings compared by source")
struct BindingSourceComparableTests {
  /// A name and a flag a parent keeps in one `@State`.
  struct Model {
    var name = "a"
    var flag = false
  }

  /// Shows its bound flag and counts its evaluations in `probe.log` under its label.
  struct FlagChild: View {
    let label: String
    @Binding var isOn: Bool
    let probe: Probe
    var body: some View {
      probe.log.append(label)
      return Text("\(label) \(isOn)")
    }
  }

  /// Shows its bound name and counts its evaluations.
  struct NameChild: View {
    @Binding var name: String
    let probe: Probe
    var body: some View {
      probe.log.append("name")
      return Text("name \(name)")
    }
  }

  struct Parent: View {
    let probe: Probe
    @State private var isOn = false
    @State private var count = 0
    @State private var model = Model()
    var body: some View {
      VStack {
        FlagChild(label: "state", isOn: $isOn, probe: probe)
        FlagChild(
          label: "closures", isOn: Binding(get: { isOn }, set: { isOn = $0 }), probe: probe)
        NameChild(name: $model.name, probe: probe)
        Text("count \(count)").onTapGesture { count += 1 }
        Text("toggle").onTapGesture { isOn.toggle() }
        Text("flag").onTapGesture { model.flag.toggle() }
        Text("rename").onTapGesture { model.name += "b" }
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

  @Test("a @State's binding passed again at an unchanged value leaves its child unevaluated")
  func sameStateSameValueIsSkipped() {
    let (hosted, probe) = hosted()
    hosted.click(text: "count 0")
    let list = hosted.frame(1)
    #expect(!probe.log.contains("state"))
    #expect(!probe.log.contains("name"))
    #expect(list.texts("state false").count == 1)
  }

  @Test("a binding made from closures re-evaluates its child whenever the parent is evaluated")
  func closureBindingIsAlwaysEvaluated() {
    let (hosted, probe) = hosted()
    hosted.click(text: "count 0")
    hosted.frame(1)
    #expect(probe.log.contains("closures"))
  }

  @Test("once the bound value changes, the child shows it")
  func changedValueIsEvaluated() {
    let (hosted, probe) = hosted()
    hosted.click(text: "toggle")
    let list = hosted.frame(1)
    #expect(probe.log.filter { $0 == "state" }.count == 1)
    #expect(list.texts("state true").count == 1)
    #expect(list.texts("closures true").count == 1)
  }

  @Test("a binding derived with $state.member re-evaluates its child when the state changes")
  func derivedBindingFollowsItsState() {
    let (hosted, probe) = hosted()
    hosted.click(text: "rename")
    let list = hosted.frame(1)
    #expect(probe.log.contains("name"))
    #expect(list.texts("name ab").count == 1)
    probe.log.removeAll()
    hosted.click(text: "count 0")
    hosted.frame(2)
    #expect(!probe.log.contains("name"))
  }
}
