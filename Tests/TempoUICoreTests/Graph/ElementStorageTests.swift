import Testing

@testable import TempoUICore

@MainActor
struct ElementStorageTests {
  private enum CountKey: ElementStorageKey {
    static var defaultValue: Int { 7 }
  }

  private enum NameKey: ElementStorageKey {
    static var defaultValue: String? { nil }
  }

  @Test func aKeyNeverWrittenReadsItsDefaultValue() {
    let storage = ElementStorage()
    #expect(storage[CountKey.self] == 7)
    #expect(storage[NameKey.self] == nil)
    #expect(!storage.contains(CountKey.self))
  }

  @Test func aWrittenValueIsReadBackUnderItsKeyOnly() {
    var storage = ElementStorage()
    storage[CountKey.self] = 3
    #expect(storage[CountKey.self] == 3)
    #expect(storage[NameKey.self] == nil)
    #expect(storage.contains(CountKey.self))
    #expect(!storage.contains(NameKey.self))
  }

  @Test func writingAgainReplacesTheValue() {
    var storage = ElementStorage()
    storage[NameKey.self] = "first"
    storage[NameKey.self] = "second"
    #expect(storage[NameKey.self] == "second")
    storage[NameKey.self] = nil
    #expect(storage[NameKey.self] == nil)
  }

  @Test func genericKeysOfDifferentTypesAreDifferentKeys() {
    var storage = ElementStorage()
    storage[BoxKey<Int>.self] = 1
    storage[BoxKey<Double>.self] = 2.5
    #expect(storage[BoxKey<Int>.self] == 1)
    #expect(storage[BoxKey<Double>.self] == 2.5)
  }
}

private enum BoxKey<Stored>: ElementStorageKey {
  static var defaultValue: Stored? { nil }
}
