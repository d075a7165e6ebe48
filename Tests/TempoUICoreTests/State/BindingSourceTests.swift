import Testing

@testable import TempoUICore

/// A binding's source is equal to another when it names the same storage, at the same value,
/// through the same key path.
@Suite("BindingSource")
struct BindingSourceTests {
  final class Storage {}

  struct Pair {
    var first = 0
    var second = 0
  }

  @Test("one storage at one version with no path is one source; another version or storage is not")
  func equality() {
    let storage = Storage()
    let source = BindingSource(location: storage, version: 1, path: nil)
    #expect(source == BindingSource(location: storage, version: 1, path: nil))
    #expect(source != BindingSource(location: storage, version: 2, path: nil))
    #expect(source != BindingSource(location: Storage(), version: 1, path: nil))
  }

  @Test("appending a key path makes a source equal only to one with the same path appended")
  func appendingPaths() {
    let storage = Storage()
    let source = BindingSource(location: storage, version: 0, path: nil)
    let first = source.appending(\Pair.first)
    #expect(first == source.appending(\Pair.first))
    #expect(first != source.appending(\Pair.second))
    #expect(first != source)
  }

  @Test("a path appended to a path joins them; one that cannot be joined gives no source")
  func joiningPaths() {
    struct Outer { var pair = Pair() }
    let storage = Storage()
    let outer = BindingSource(location: storage, version: 0, path: nil).appending(\Outer.pair)
    #expect(
      outer?.appending(\Pair.first)
        == BindingSource(
          location: storage, version: 0, path: \Outer.pair.first))
    #expect(outer?.appending(\String.count) == nil)
  }
}
