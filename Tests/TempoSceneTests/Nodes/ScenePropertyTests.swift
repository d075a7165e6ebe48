import Testing
import TempoTestSupport

@testable import TempoScene

/// A node's property 0 → 10: linear interpolation gives 10 × progress; a change without an
/// animation while one runs moves the model and keeps the motion on top (SwiftUI's additive
/// animations: presentation = model − remaining part of each running change).
@MainActor
@Suite("Scene properties")
struct ScenePropertyTests {
  /// A property taken 0 → 10 under linear(1), 0.5 s into the animation.
  func halfwayToTen() -> (SceneHarness, SceneProperty<Double>) {
    let h = SceneHarness()
    let property = SceneProperty(0.0, engine: h.engine)
    withAnimation(.linear(duration: 1)) { property.value = 10 }
    h.tick()
    h.advance(0.5)
    return (h, property)
  }

  @Test("set without an animation: the model at once, not animating")
  func unanimated() {
    let h = SceneHarness()
    let property = SceneProperty(0.0, engine: h.engine)
    property.value = 10
    h.tick()
    #expect(property.presentation == 10)
    #expect(property.value == 10)
    #expect(!property.isAnimating)
  }

  @Test("set under linear(1): 5 at 0.5 s, 10 after the end")
  func animated() {
    let (h, property) = halfwayToTen()
    #expect(abs(property.presentation - 5) < 1e-9)
    #expect(property.isAnimating)
    h.advance(0.6)
    #expect(property.presentation == 10)
  }

  @Test("0 → 10 under linear(1), then 20 without animation at 0.5 s: 20 − 10 × 0.5 = 15")
  func unanimatedChangeKeepsTheMotion() {
    let (h, property) = halfwayToTen()
    property.value = 20
    #expect(abs(property.presentation - 15) < 1e-9)
    h.advance(0.6)
    #expect(property.presentation == 20)
  }

  @Test("set(_:transaction:) with an animation animates, as the current transaction would")
  func explicitTransaction() {
    let h = SceneHarness()
    let property = SceneProperty(0.0, engine: h.engine)
    property.set(10, transaction: Transaction(animation: .linear(duration: 1)))
    h.tick()
    h.advance(0.25)
    #expect(abs(property.presentation - 2.5) < 1e-9)
  }
}
