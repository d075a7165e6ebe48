import TempoUICore
import Testing

/// The default `objectWillChange`: one publisher per living object, the same on every read.
@MainActor
@Suite("ObjectWillChangeRegistry")
struct ObjectWillChangeRegistryTests {
  final class Model: ObservableObject {
    @Published var value = 0
  }

  @Test("an object's default publisher is the same on every read; two objects have two")
  func onePublisherPerObject() {
    let first = Model()
    let second = Model()
    #expect(first.objectWillChange === first.objectWillChange)
    #expect(first.objectWillChange !== second.objectWillChange)
  }
}
