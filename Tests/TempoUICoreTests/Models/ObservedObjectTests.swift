import TempoScene
import TempoUICore
import Testing

/// `@ObservedObject`: the view follows the object its parent passes each time; a parent update
/// passing the same object leaves the view alone, and the object's own changes update it;
/// `$object.property` is a binding.
@MainActor
@Suite("ObservedObject")
struct ObservedObjectTests {
  final class Item: ObservableObject {
    @Published var name: String
    @Published var isOn = false
    init(_ name: String) { self.name = name }
  }

  struct Row: View {
    @ObservedObject var item: Item
    let probe: Probe
    var body: some View {
      let _ = probe.count += 1
      Text("row \(item.name)")
    }
  }

  struct Picker: View {
    let first: Item
    let second: Item
    let probe: Probe
    @State var showsSecond = false
    @State var taps = 0
    var body: some View {
      VStack {
        Text("pick").onTapGesture { showsSecond.toggle() }
        Text("taps \(taps)").onTapGesture { taps += 1 }
        Row(item: showsSecond ? second : first, probe: probe)
      }
    }
  }

  @Test("a parent update passing the same object skips the row; the object's change updates it")
  func sameObjectSkippedOwnChangeUpdates() {
    let first = Item("one")
    let probe = Probe()
    let hosted = HostedView(Picker(first: first, second: Item("two"), probe: probe))
    hosted.frame()
    hosted.click(text: "taps 0")
    #expect(hosted.frame(1).texts("taps 1").count == 1)
    #expect(probe.count == 1)
    first.name = "uno"
    #expect(hosted.frame(2).texts("row uno").count == 1)
    #expect(probe.count == 2)
  }

  @Test("the row follows the object the parent passes; the object it left no longer updates it")
  func followsParentsObject() {
    let first = Item("one")
    let second = Item("two")
    let probe = Probe()
    let hosted = HostedView(Picker(first: first, second: second, probe: probe))
    hosted.frame()
    hosted.click(text: "pick")
    #expect(hosted.frame(1).texts("row two").count == 1)
    let runs = probe.count
    first.name = "uno"
    hosted.frame(2)
    #expect(probe.count == runs)
    second.name = "dos"
    #expect(hosted.frame(3).texts("row dos").count == 1)
  }

  final class Counter: ObservableObject {
    @Published var count = 0
  }

  struct Shows: View {
    @ObservedObject var counter: Counter
    var body: some View {
      Text("count \(counter.count)").onTapGesture { counter.count += 1 }
    }
  }

  struct MakesEachTime: View {
    @State var taps = 0
    var body: some View {
      VStack {
        Text("parent \(taps)").onTapGesture { taps += 1 }
        Shows(counter: Counter())
      }
    }
  }

  @Test("an object made in the parent's body is a new one at each parent update (back to 0)")
  func objectMadeInBodyIsReplaced() {
    let hosted = HostedView(MakesEachTime())
    hosted.frame()
    hosted.click(text: "count 0")
    #expect(hosted.frame(1).texts("count 1").count == 1)
    hosted.click(text: "parent 0")
    #expect(hosted.frame(2).texts("count 0").count == 1)
  }

  struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
      Text(isOn ? "switch on" : "switch off").onTapGesture { isOn.toggle() }
    }
  }

  struct Editor: View {
    @ObservedObject var item: Item
    var body: some View {
      VStack {
        Switch(isOn: $item.isOn)
        Text(item.isOn ? "item on" : "item off")
      }
    }
  }

  @Test("a write through $item.isOn sets the object's property and the view updates")
  func projectedBinding() {
    let item = Item("one")
    let hosted = HostedView(Editor(item: item))
    hosted.frame()
    hosted.click(text: "switch off")
    #expect(item.isOn)
    let list = hosted.frame(1)
    #expect(list.texts("switch on").count == 1)
    #expect(list.texts("item on").count == 1)
  }
}
