import Tempo
import TempoTestSupport
import Testing

@MainActor
@Suite("Orphan completions belong to one engine", .timeLimit(.minutes(1)))
struct ThreadTransactionStateOrphansTests {
  @Test("one engine's orphan completion keeps only it awake and fires on its tick, not another's")
  func twoEngines() {
    let a = Timeline()
    let b = Timeline()
    var fired = 0
    a.engine.perform {
      withAnimation(.easeIn) {
      } completion: {
        fired += 1
      }
    }
    #expect(!a.engine.isIdle)
    #expect(a.engine.nextWakeTime == 0)
    #expect(b.engine.isIdle)
    #expect(b.engine.nextWakeTime == nil)
    b.tick()
    #expect(fired == 0)
    a.tick()
    #expect(fired == 1)
    #expect(a.engine.isIdle)
  }

  @Test("an orphan completion is dropped with its engine")
  func droppedWithEngine() {
    var fired = 0
    weak var dropped: AnimationEngine?
    do {
      let engine = AnimationEngine(clock: ManualClock())
      dropped = engine
      engine.perform {
        withAnimation(.easeIn) {
        } completion: {
          fired += 1
        }
      }
    }
    #expect(dropped == nil)
    let other = Timeline()
    other.tick()
    #expect(fired == 0)
  }

  @Test("an orphan made by a completion handler during a tick fires at that engine's next tick")
  func madeDuringTick() {
    let a = Timeline()
    let b = Timeline()
    let value = AnimatedValue(0.0, engine: a.engine)
    var fired: [Double] = []
    withAnimation(.linear(duration: 1)) {
      value.value = 1
    } completion: {
      withAnimation(.easeIn) {
      } completion: {
        fired.append(a.now)
      }
    }
    a.tick(at: 0)
    a.tick(at: 1)
    #expect(fired.isEmpty)
    #expect(b.engine.isIdle)
    a.tick(at: 1.5)
    #expect(fired == [1.5])
  }
}
