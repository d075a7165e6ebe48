import Tempo
import TempoTestSupport
import Testing

@Suite("Spring presets")
struct SpringPresetsTests {
  @Test("smooth, snappy and bouncy have bounce 0, 0.15 and 0.3 over 0.5 s")
  func presets() {
    for (spring, bounce) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
      #expect(isClose(spring.bounce, bounce, within: 1e-12))
      #expect(isClose(spring.duration, 0.5, within: 1e-12))
    }
  }

  @Test("extraBounce adds to the base bounce, and duration is honoured")
  func extraBounce() {
    let cases: [(Spring, Double)] = [
      (.smooth(duration: 1, extraBounce: 0.2), 0.2),
      (.snappy(duration: 1, extraBounce: 0.1), 0.25),
      (.bouncy(duration: 1, extraBounce: 0.1), 0.4),
      (.bouncy(duration: 1, extraBounce: -0.3), 0),
    ]
    for (spring, bounce) in cases {
      #expect(isClose(spring.bounce, bounce, within: 1e-12))
      #expect(isClose(spring.duration, 1, within: 1e-12))
    }
  }

  @Test("the functions' defaults equal the static presets")
  func defaults() {
    #expect(Spring.smooth() == .smooth)
    #expect(Spring.snappy() == .snappy)
    #expect(Spring.bouncy() == .bouncy)
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
  }
}
