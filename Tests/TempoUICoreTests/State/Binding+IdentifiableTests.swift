import Tempo
import TempoScene
import TempoUICore
import Testing

@Suite("Binding: Identifiable")
struct BindingIdentifiableTests {
  struct Item: Identifiable {
    var id: Int
    var title: String
  }

  @Test("a binding to an Identifiable value has the value's id")
  func idIsTheValues() {
    let item = Item(id: 42, title: "x")
    #expect(Binding.constant(item).id == 42)
  }
}
