import Tempo
import TempoTestSupport
import Testing

@Suite("AnimatablePair")
struct AnimatablePairTests {
  @Test("addition and subtraction are component-wise")
  func addition() {
    let a = AnimatablePair(1.0, CGFloat(10))
    let b = AnimatablePair(0.5, CGFloat(-4))
    #expect(a + b == AnimatablePair(1.5, CGFloat(6)))
    #expect(a - b == AnimatablePair(0.5, CGFloat(14)))
    #expect(a + .zero == a)
  }

  @Test("scale(by:) scales both components")
  func scale() {
    var pair = AnimatablePair(2.0, AnimatablePair(Float(4), 6.0))
    pair.scale(by: 0.5)
    #expect(pair == AnimatablePair(1.0, AnimatablePair(Float(2), 3.0)))
  }

  @Test("magnitudeSquared is the sum of the components' squared magnitudes")
  func magnitude() {
    #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    let nested = AnimatablePair(
      AnimatablePair(1.0, 2.0), AnimatablePair(2.0, EmptyAnimatableData()))
    #expect(nested.magnitudeSquared == 9)
  }

  @Test("zero is the pair of zeros")
  func zero() {
    let zero = AnimatablePair<Double, Float>.zero
    #expect(zero.first == 0)
    #expect(zero.second == 0)
  }

  @Test("components are readable and writable")
  func components() {
    var pair = AnimatablePair(1.0, 2.0)
    pair.first = 7
    pair.second = 8
    #expect(pair.first == 7)
    #expect(pair.second == 8)
    #expect(Set([pair, AnimatablePair(7.0, 8.0)]).count == 1)
  }
}
