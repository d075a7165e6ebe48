import Tempo
import TempoTestSupport
import Testing

private struct MarkKey: AnimationStateKey {
  static var defaultValue: String { "" }
}

private struct ThemeKey: EnvironmentKey {
  static var defaultValue: String { "light" }
}

@Suite("AnimationContext")
struct AnimationContextTests {
  @Test("a fresh context is not logically complete and has empty state and environment")
  func defaults() {
    let context = AnimationContext<Double>()
    #expect(!context.isLogicallyComplete)
    #expect(context.state[MarkKey.self] == "")
    #expect(context.environment.isEmpty)
  }

  @Test("isLogicallyComplete can be set once and not reset")
  func logicalCompletionIsSticky() {
    var context = AnimationContext<Double>()
    context.isLogicallyComplete = false
    #expect(!context.isLogicallyComplete)
    context.isLogicallyComplete = true
    #expect(context.isLogicallyComplete)
    context.isLogicallyComplete = false
    #expect(context.isLogicallyComplete)
    let started = AnimationContext<Double>(isLogicallyComplete: true)
    var copy = started
    copy.isLogicallyComplete = false
    #expect(copy.isLogicallyComplete)
  }

  @Test("the initializer stores the given state and environment")
  func initializer() {
    var state = AnimationState<Double>()
    state[MarkKey.self] = "kept"
    var environment = EnvironmentValues()
    environment[ThemeKey.self] = "dark"
    let context = AnimationContext(state: state, environment: environment)
    #expect(context.state[MarkKey.self] == "kept")
    #expect(context.environment[ThemeKey.self] == "dark")
  }

  @Test("withState gives a context of another value type with that state and the same environment")
  func withState() {
    var environment = EnvironmentValues()
    environment[ThemeKey.self] = "dark"
    var context = AnimationContext<Double>(environment: environment)
    context.state[MarkKey.self] = "outer"
    var inner = AnimationState<AnimatablePair<Double, Double>>()
    inner[MarkKey.self] = "inner"
    let derived: AnimationContext<AnimatablePair<Double, Double>> = context.withState(inner)
    #expect(derived.state[MarkKey.self] == "inner")
    #expect(derived.environment[ThemeKey.self] == "dark")
    #expect(context.state[MarkKey.self] == "outer")
  }

  @Test("state written through a copy of a context does not leak into the original")
  func contextCopiesAreIndependent() {
    var original = AnimationContext<Double>()
    original.state[MarkKey.self] = "a"
    var copy = original
    copy.state[MarkKey.self] = "b"
    #expect(original.state[MarkKey.self] == "a")
  }
}
