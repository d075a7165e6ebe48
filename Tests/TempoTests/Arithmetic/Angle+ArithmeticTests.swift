import Tempo
import TempoTestSupport
import Testing

@Suite("Angle arithmetic")
struct AngleArithmeticTests {
  @Test("+ and - add and subtract radians; unary - negates them")
  func sumsAndDifferences() {
    #expect((Angle.degrees(30) + .degrees(60)).radians == Angle.degrees(90).radians)
    #expect(isClose((Angle.radians(1) - .radians(0.25)).radians, 0.75, within: 1e-15))
    #expect((-Angle.radians(2)).radians == -2)
    #expect(-Angle.zero == .zero)
  }

  @Test("an angle times or divided by a Double scales its radians")
  func scaling() {
    #expect((Angle.radians(1.5) * 2).radians == 3)
    #expect((Angle.radians(3) / 4).radians == 0.75)
    #expect(isClose((Angle.degrees(90) * 2).degrees, 180, within: 1e-12))
    #expect(isClose((Angle.degrees(360) / 12).degrees, 30, within: 1e-12))
  }

  @Test("the compound assignments do what their operators do")
  func compoundAssignments() {
    var angle = Angle.radians(1)
    angle += .radians(2)
    #expect(angle.radians == 3)
    angle -= .radians(0.5)
    #expect(angle.radians == 2.5)
    angle *= 2
    #expect(angle.radians == 5)
    angle /= 5
    #expect(angle.radians == 1)
  }

  @Test("a clock hand's angle written as SwiftUI code writes it type-checks and sums")
  func everydayExpressions() {
    let hour = 3
    let angle = Angle.degrees(Double(hour) * 30) - .degrees(90) + Angle.radians(.pi) / 2
    #expect(isClose(angle.degrees, 90, within: 1e-12))
  }
}
