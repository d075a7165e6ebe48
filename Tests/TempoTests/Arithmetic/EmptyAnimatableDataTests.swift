import Tempo
import TempoTestSupport
import Testing

@Suite("EmptyAnimatableData")
struct EmptyAnimatableDataTests {
  @Test("every operation is a no-op and all values are equal")
  func noOps() {
    var value = EmptyAnimatableData()
    value.scale(by: 42)
    #expect(value == EmptyAnimatableData())
    #expect(value + value == .zero)
    #expect(value - value == .zero)
    #expect(value.magnitudeSquared == 0)
    #expect(value.interpolated(towards: .zero, amount: 0.3) == value)
  }
}
