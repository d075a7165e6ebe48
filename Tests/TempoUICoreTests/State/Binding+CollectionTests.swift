import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ForEach($items) { $item in … }`: a binding to a collection is a collection of bindings.
@MainActor
@Suite("Binding: RandomAccessCollection")
struct BindingCollectionTests {
  struct Item: Identifiable {
    var id: Int
    var isOn = false
  }

  struct Checklist: View {
    @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
    var body: some View {
      VStack {
        ForEach($items) { $item in
          Text(item.isOn ? "on \(item.id)" : "off \(item.id)").onTapGesture { item.isOn.toggle() }
        }
      }
    }
  }

  @Test("a binding to [Item] has one element binding per item; writing one writes the array")
  func elementBindings() {
    var items = [Item(id: 1), Item(id: 2)]
    let binding = Binding(get: { items }, set: { items = $0 })
    #expect(binding.count == 2)
    #expect(binding.map(\.id) == [1, 2])
    binding[1].isOn.wrappedValue = true
    #expect(items.map(\.isOn) == [false, true])
  }

  @Test("ForEach($items) { $item in } edits the tapped item in place: 'off 2' becomes 'on 2'")
  func forEachOverBindings() {
    let hosted = HostedView(Checklist())
    hosted.frame()
    hosted.click(text: "off 2")
    let list = hosted.frame()
    #expect(list.texts("on 2").count == 1)
    #expect(list.texts("off 1").count == 1 && list.texts("off 3").count == 1)
  }
}
