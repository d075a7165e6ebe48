import Tempo
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
