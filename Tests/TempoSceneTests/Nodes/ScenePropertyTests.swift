import Tempo
import TempoTestSupport
import Testing

@testable import TempoScene

/// A node's property 0 → 10: linear interpolation gives 10 × progress; a change without an
/// animation while one runs moves the model and keeps the motion on top (SwiftUI's additive
/// animations: presentation = model − remaining part of each running change). The property
/// holds its value inline and makes the engine's property only for a change that needs it.
@MainActor
@Suite("Scene properties")
struct ScenePropertyTests {
  /// A scene harness and the environment its properties share.
  @MainActor
  final class Host {
    let h = SceneHarness()
    let box = EnvironmentBox()

    /// Sets `property` to `value` under the current transaction.
    func set<T>(_ property: inout SceneProperty<T>, _ value: T) {
      property.set(value, transaction: .current, engine: h.engine, environment: box)
    }
  }

  /// A property taken 0 → 10 under linear(1), 0.5 s into the animation.
  func halfwayToTen() -> (Host, SceneProperty<Double>) {
    let host = Host()
    var property = SceneProperty(0.0)
    withAnimation(.linear(duration: 1)) { host.set(&property, 10) }
    host.h.tick()
    host.h.advance(0.5)
    return (host, property)
  }

  @Test("set without an animation: the model at once, not animating, no engine property made")
  func unanimated() {
    let host = Host()
    var property = SceneProperty(0.0)
    host.set(&property, 10)
    host.h.tick()
    #expect(property.presentation == 10)
    #expect(property.value == 10)
    #expect(!property.isAnimating)
    #expect(!property.hasEngineProperty)
  }

  @Test("set under linear(1): 5 at 0.5 s, 10 after the end")
  func animated() {
    let (host, property) = halfwayToTen()
    #expect(abs(property.presentation - 5) < 1e-9)
    #expect(property.isAnimating)
    #expect(property.hasEngineProperty)
    host.h.advance(0.6)
    #expect(property.presentation == 10)
  }

  @Test("0 → 10 under linear(1), then 20 without animation at 0.5 s: 20 − 10 × 0.5 = 15")
  func unanimatedChangeKeepsTheMotion() {
    var (host, property) = halfwayToTen()
    host.set(&property, 20)
    #expect(abs(property.presentation - 15) < 1e-9)
    host.h.advance(0.6)
    #expect(property.presentation == 20)
  }

  @Test("set(_:transaction:) with an animation animates, as the current transaction would")
  func explicitTransaction() {
    let host = Host()
    var property = SceneProperty(0.0)
    property.set(
      10, transaction: Transaction(animation: .linear(duration: 1)), engine: host.h.engine,
      environment: host.box)
    host.h.tick()
    host.h.advance(0.25)
    #expect(abs(property.presentation - 2.5) < 1e-9)
  }

  @Test("changes tracking velocity, then a spring: the same motion as the engine's property")
  func trackedVelocityCarriesIntoTheSpring() {
    let host = Host()
    var property = SceneProperty(0.0)
    let reference = AnimatedProperty(0.0, engine: host.h.engine)
    var tracking = Transaction()
    tracking.tracksVelocity = true
    for (time, value) in [(0.0, 10.0), (0.1, 20.0)] {
      host.h.clock.advance(to: time)
      property.set(value, transaction: tracking, engine: host.h.engine, environment: host.box)
      reference.set(value, transaction: tracking)
    }
    #expect(property.hasEngineProperty)
    withAnimation(.spring) {
      host.set(&property, 30)
      reference.value = 30
    }
    host.h.tick()
    host.h.advance(0.1)
    #expect(reference.presentation != 30)
    #expect(property.presentation == reference.presentation)
  }
}
