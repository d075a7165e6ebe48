@testable import Tempo
import TempoTestSupport
import Testing

private struct PausedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct LabelKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

private struct ScaleKey: EnvironmentKey {
  static var defaultValue: Double { 1 }
}

extension EnvironmentValues {
  /// A user-defined property, declared exactly as in SwiftUI.
  fileprivate var isPaused: Bool {
    get { self[PausedKey.self] }
    set { self[PausedKey.self] = newValue }
  }
}

@Suite("EnvironmentValues")
struct EnvironmentValuesTests {
  @Test("an unset key reads as its default and the environment is empty")
  func defaults() {
    let environment = EnvironmentValues()
    #expect(environment.isPaused == false)
    #expect(environment[ScaleKey.self] == 1)
    #expect(environment.isEmpty)
  }

  @Test("user code can add a property through an EnvironmentKey, as in SwiftUI")
  func userProperty() {
    var environment = EnvironmentValues()
    environment.isPaused = true
    #expect(environment.isPaused)
    #expect(environment[PausedKey.self])
    #expect(!environment.isEmpty)
    #expect(environment[ScaleKey.self] == 1)
  }

  @Test("merging lets the overrides win and keeps the rest")
  func merging() {
    var base = EnvironmentValues()
    base.isPaused = true
    base[ScaleKey.self] = 2
    var overrides = EnvironmentValues()
    overrides[ScaleKey.self] = 3
    let merged = base.merging(overrides)
    #expect(merged.isPaused)
    #expect(merged[ScaleKey.self] == 3)
    #expect(base[ScaleKey.self] == 2)
  }

  @Test("overrides that set every key of the base, and more, are the merge unchanged")
  func mergingIntoASupersetIsTheOverrides() {
    var base = EnvironmentValues()
    base.isPaused = true
    base[ScaleKey.self] = 2
    var overrides = EnvironmentValues()
    overrides.isPaused = false
    overrides[ScaleKey.self] = 3
    overrides[LabelKey.self] = "more"
    let merged = base.merging(overrides)
    #expect(!merged.isPaused)
    #expect(merged[ScaleKey.self] == 3)
    #expect(merged[LabelKey.self] == "more")
    #expect(base.isPaused)
  }

  @Test("copies are independent")
  func valueSemantics() {
    var original = EnvironmentValues()
    var copy = original
    copy.isPaused = true
    #expect(!original.isPaused)
    original[ScaleKey.self] = 5
    #expect(copy[ScaleKey.self] == 1)
  }
}

@Suite("EnvironmentValues as a list")
struct EnvironmentValuesListTests {
  @Test("setting a key again replaces its value: the environment keeps one entry per key")
  func settingAgainKeepsOneEntry() {
    var environment = EnvironmentValues()
    for scale in 1...50 { environment[ScaleKey.self] = Double(scale) }
    environment[LabelKey.self] = "label"
    environment[ScaleKey.self] = 7
    #expect(environment[ScaleKey.self] == 7)
    #expect(environment[LabelKey.self] == "label")
    #expect(environment.head?.count == 2)
  }

  @Test("an environment set from another reads the other's values and its own, newest first")
  func derivedEnvironmentReadsThrough() {
    var base = EnvironmentValues()
    base[ScaleKey.self] = 2
    base[LabelKey.self] = "base"
    var derived = base
    derived[LabelKey.self] = "derived"
    #expect(derived[ScaleKey.self] == 2 && derived[LabelKey.self] == "derived")
    #expect(base[LabelKey.self] == "base")
  }

  @Test("merging overrides that were derived from the environment is the overrides unchanged")
  func mergingDerivedOverridesIsTheOverrides() {
    var base = EnvironmentValues()
    base[ScaleKey.self] = 2
    var overrides = base
    overrides[LabelKey.self] = "more"
    let merged = base.merging(overrides)
    #expect(merged.head === overrides.head)
  }

  @Test("two environments derived alike from one base are equal; a changed value makes them not")
  func derivedAlikeAreEqual() {
    var base = EnvironmentValues()
    base[ScaleKey.self] = 2
    var first = base
    var second = base
    first[LabelKey.self] = "x"
    second[LabelKey.self] = "x"
    #expect(first.isEqual(to: second))
    second[LabelKey.self] = "y"
    #expect(!first.isEqual(to: second))
  }
}
