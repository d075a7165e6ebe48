import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("EngineReference: properties hold their engine without keeping it alive")
struct EngineReferenceTests {
  @Test("a reference reads its engine while the engine lives, and nil once it is freed")
  func readsNilOnceTheEngineIsFreed() {
    var engine: AnimationEngine? = AnimationEngine(clock: ManualClock())
    let reference = engine!.reference
    #expect(reference.engine === engine)
    weak let freed = engine
    engine = nil
    #expect(freed == nil)
    #expect(reference.engine == nil)
  }

  @Test(
    "isAttached and withEngine see the engine while it lives; once it is freed, false and nil (the body not run)"
  )
  func attachedAndWithEngine() {
    var engine: AnimationEngine? = AnimationEngine(clock: ManualClock())
    let reference = engine!.reference
    #expect(reference.isAttached)
    #expect(reference.withEngine { $0 === engine } == true)
    engine = nil
    #expect(!reference.isAttached)
    var ran = false
    #expect(reference.withEngine { _ in ran = true } == nil)
    #expect(!ran)
  }

  @Test(
    "an engine dropped mid-animation is freed; its value then shows its model (1) and animates no more"
  )
  func valueOutlivesItsEngine() {
    let clock = ManualClock()
    var engine: AnimationEngine? = AnimationEngine(clock: clock)
    let value = AnimatedValue(0.0, engine: engine!)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    engine!.tick()
    clock.advance(by: 0.5)
    engine!.tick()
    #expect(value.isAnimating)
    #expect(abs(value.presentation - 0.5) < 1e-12)
    weak let freed = engine
    engine = nil
    #expect(freed == nil)
    #expect(value.engine == nil)
    #expect(!value.isAnimating)
    #expect(value.presentation == 1)
  }
}
