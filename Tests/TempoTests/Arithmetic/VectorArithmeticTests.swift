import Tempo
import TempoTestSupport
import Testing

@Suite("VectorArithmetic extensions")
struct VectorArithmeticTests {
  @Test("scaled(by:) returns a scaled copy and leaves the original alone")
  func scaledReturnsCopy() {
    let value = 3.0
    #expect(value.scaled(by: 2.5) == 7.5)
    #expect(value == 3)
  }

  @Test("interpolated(towards:amount:) is self + (other − self)·amount")
  func interpolation() {
    #expect(2.0.interpolated(towards: 10, amount: 0) == 2)
    #expect(2.0.interpolated(towards: 10, amount: 0.25) == 4)
    #expect(2.0.interpolated(towards: 10, amount: 1) == 10)
    #expect(2.0.interpolated(towards: 10, amount: 1.5) == 14)
    #expect(2.0.interpolated(towards: 10, amount: -0.5) == -2)
  }

  @Test("interpolate(towards:amount:) mutates in place to the same result")
  func mutatingInterpolation() {
    var value = AnimatablePair(1.0, -2.0)
    value.interpolate(towards: AnimatablePair(3.0, 2.0), amount: 0.5)
    #expect(value == AnimatablePair(2.0, 0.0))
  }

  @Test("the extensions work on any conformer, through generics")
  func generic() {
    func midpoint<V: VectorArithmetic>(_ a: V, _ b: V) -> V {
      a.interpolated(towards: b, amount: 0.5)
    }
    #expect(midpoint(Float(1), Float(2)) == 1.5)
    #expect(midpoint(CGFloat(-4), CGFloat(4)) == 0)
    #expect(midpoint(EmptyAnimatableData(), EmptyAnimatableData()) == EmptyAnimatableData())
  }
}
