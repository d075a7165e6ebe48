import Tempo
import TempoScene
import TempoUICore
import Testing

/// A box the bindings below read and write.
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A binding to `box`'s value.
private func binding<Value>(_ box: Box<Value>) -> Binding<Value> {
  Binding(get: { box.value }, set: { box.value = $0 })
}

@Suite("Binding conversions")
struct BindingConversionsTests {
  @Test("Binding<V> to Binding<V?>: reads the value; writes a value through; nil is ignored")
  func toOptional() {
    let box = Box(3)
    let optional = Binding<Int?>(binding(box))
    #expect(optional.wrappedValue == 3)
    optional.wrappedValue = 5
    #expect(box.value == 5)
    optional.wrappedValue = nil
    #expect(box.value == 5)
  }

  @Test("Binding<V?> to Binding<V>: nil when the value is nil; else reads and writes it")
  func unwrapping() {
    let empty = Box<Int?>(nil)
    #expect(Binding<Int>(binding(empty)) == nil)
    let box = Box<Int?>(1)
    let unwrapped = Binding<Int>(binding(box))
    #expect(unwrapped?.wrappedValue == 1)
    unwrapped?.wrappedValue = 7
    #expect(box.value == 7)
    box.value = nil
    #expect(unwrapped?.wrappedValue == 7, "keeps the last value once the base is nil")
  }

  @Test("Binding<V> to Binding<AnyHashable>: reads the value wrapped; writes a V, ignores others")
  func toAnyHashable() {
    let box = Box("a")
    let erased = Binding<AnyHashable>(binding(box))
    #expect(erased.wrappedValue == AnyHashable("a"))
    erased.wrappedValue = AnyHashable("b")
    #expect(box.value == "b")
    erased.wrappedValue = AnyHashable(1)
    #expect(box.value == "b")
  }
}
