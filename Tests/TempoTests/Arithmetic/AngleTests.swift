import Tempo
import TempoTestSupport
import Testing

@Suite("Angle")
struct AngleTests {
  @Test("degrees and radians convert both ways")
  func conversions() {
    #expect(isClose(Angle(degrees: 180).radians, .pi, within: 1e-15))
    #expect(isClose(Angle.radians(.pi / 2).degrees, 90, within: 1e-12))
    var angle = Angle.zero
    angle.degrees = 45
    #expect(isClose(angle.radians, .pi / 4, within: 1e-15))
    #expect(Angle.degrees(10) < Angle.degrees(20))
  }

  @Test("animatable data is the radians × 128")
  func scaledBy128() {
    var angle = Angle(radians: 0.5)
    #expect(angle.animatableData == 64)
    angle.animatableData = 128 * 2
    #expect(angle.radians == 2)
  }

  @Test("interpolating the data interpolates the angle linearly")
  func interpolation() {
    var angle = Angle.degrees(0)
    angle.animatableData = angle.animatableData.interpolated(
      towards: Angle.degrees(90).animatableData, amount: 0.5)
    #expect(isClose(angle.degrees, 45, within: 1e-12))
  }
}
