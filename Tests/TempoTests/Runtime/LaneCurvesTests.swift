import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("LaneCurves: a lane's kinds share each distinct curve's table")
struct LaneCurvesTests {
  @Test("three durations of one curve and one of another: 4 kinds, 2 curves, 2 first-guess tables")
  func durationsShareTheirCurve() {
    var curves = LaneCurves()
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    let easeIn = CubicBezier(0.42, 0, 1, 1)
    let kinds = [
      curves.append(easeInOut, duration: 1), curves.append(easeInOut, duration: 2),
      curves.append(easeIn, duration: 1), curves.append(easeInOut, duration: 3),
    ]
    #expect(kinds == [0, 1, 2, 3])
    #expect(curves.count == 4)
    #expect(curves.durations == [1, 2, 1, 3])
    #expect(curves.curveOfKind == [0, 0, 1, 0])
    #expect(curves.coefficients.count == 2)
    #expect(curves.guessTables.count == 2 * BezierCoefficients.tableSize)
    #expect(curves.curve(ofKind: 3) == easeInOut.coefficients)
    #expect(curves.curve(ofKind: 2) == easeIn.coefficients)
  }

  @Test("1,000 curves begun together with 1,000 durations: each at y(t / its duration)")
  func manyDurationsFollowTheirOwnDuration() {
    let timeline = Timeline()
    let values = (0..<1_000).map { _ in AnimatedValue(0.0, engine: timeline.engine) }
    for (index, value) in values.enumerated() {
      withAnimation(.easeInOut(duration: 1 + Double(index) / 1_000)) { value.value = 10 }
    }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    #expect(values.allSatisfy { $0.lane?.kind == .curve })
    let curve = ExactBezier(0.42, 0, 0.58, 1)
    for (index, value) in values.enumerated() {
      let duration = 1 + Double(index) / 1_000
      #expect(abs(value.presentation - 10 * curve.value(at: 0.5 / duration)) < 1e-9)
    }
  }
}
