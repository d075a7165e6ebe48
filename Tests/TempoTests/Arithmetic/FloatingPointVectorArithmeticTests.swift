import Tempo
import TempoTestSupport
import Testing

@Suite("Double, Float and CGFloat as VectorArithmetic")
struct FloatingPointVectorArithmeticTests {
  @Test("Double scales by multiplication and its magnitudeSquared is x²")
  func double() {
    var value = -3.0
    value.scale(by: 2)
    #expect(value == -6)
    #expect(value.magnitudeSquared == 36)
    #expect(Double.zero.magnitudeSquared == 0)
  }

  @Test("Float scales in double precision and reports magnitudeSquared in Double")
  func float() {
    var value: Float = 1.5
    value.scale(by: 0.1)
    #expect(value == Float(1.5 * 0.1))
    let big: Float = 3e20
    #expect(abs(big.magnitudeSquared / 9e40 - 1) < 1e-6)
    #expect(big.magnitudeSquared.isFinite, "x² of a large Float must not overflow Float")
  }

  @Test("CGFloat scales and squares like Double")
  func cgFloat() {
    var value: CGFloat = 4
    value.scale(by: -0.25)
    #expect(value == -1)
    #expect(CGFloat(-7).magnitudeSquared == 49)
  }

  @Test("the floating-point types are their own animatable data")
  func ownAnimatableData() {
    var value = 2.0
    #expect(value.animatableData == 2)
    value.animatableData = 5
    #expect(value == 5)
    var float: Float = 1
    float.animatableData = 3
    #expect(float == 3)
    var cg: CGFloat = 1
    cg.animatableData = -2
    #expect(cg == -2)
  }
}
