import Tempo
import TempoTestSupport
import Testing

@Suite("UnitCurve")
struct UnitCurveTests {
  @Test("the Bézier presets keep the curve contract with the spec's control points")
  func bezierPresets() {
    checkCurveContract(.linear, expected: { $0 }, tolerance: 1e-12)
    checkCurveContract(.easeIn, expected: ExactBezier(0.42, 0, 1, 1).value(at:), tolerance: 1e-9)
    checkCurveContract(.easeOut, expected: ExactBezier(0, 0, 0.58, 1).value(at:), tolerance: 1e-9)
    checkCurveContract(
      .easeInOut, expected: ExactBezier(0.42, 0, 0.58, 1).value(at:), tolerance: 1e-9)
  }

  @Test("the spec's 4-decimal check values")
  func checkValues() {
    let expected: [(UnitCurve, [Double])] = [
      (.easeIn, [0.0935, 0.3154, 0.6219]),
      (.easeOut, [0.3781, 0.6846, 0.9065]),
      (.easeInOut, [0.1292, 0.5, 0.8708]),
    ]
    for (curve, values) in expected {
      for (x, value) in zip([0.25, 0.5, 0.75], values) {
        #expect(isClose(curve.value(at: x), value, within: 0.5e-4), "\(curve) at \(x)")
      }
    }
  }

  @Test("the exact reference solver agrees with the spec's check values too")
  func oracleAgreesWithSpec() {
    #expect(isClose(ExactBezier(0.42, 0, 1, 1).value(at: 0.5), 0.3154, within: 0.5e-4))
    #expect(isClose(ExactBezier(0, 0, 0.58, 1).value(at: 0.25), 0.3781, within: 0.5e-4))
    #expect(isClose(ExactBezier(0.42, 0, 0.58, 1).value(at: 0.75), 0.8708, within: 0.5e-4))
  }

  @Test(
    "a Bézier's control points have x clamped to 0…1 (SwiftUI): (-0.5, 2), (1.5, -1) is (0, 2), (1, -1)"
  )
  func bezierClampsControlPointX() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -1))
    #expect(curve == clamped)
    // x(t) = 3t² − 2t³ and y(t) = 6t(1 − t)² − 3t²(1 − t) + t³: at t = 0.5, x = 0.5,
    // dx/dt = 1.5 and dy/dt = −1.5, so the slope is −1 (observed in SwiftUI as well).
    #expect(isClose(curve.velocity(at: 0.5), -1, within: 1e-9))
    #expect(isClose(curve.value(at: 0.5), 0.5, within: 1e-9))
    // y keeps its overshoot: the curve is not clamped vertically.
    #expect(curve.value(at: 0.2) > 0.5)
  }

  @Test("the circular presets follow their formulas")
  func circular() {
    checkCurveContract(
      .circularEaseIn, expected: { 1 - (1 - $0 * $0).squareRoot() }, tolerance: 1e-12)
    checkCurveContract(
      .circularEaseOut, expected: { (1 - (1 - $0) * (1 - $0)).squareRoot() }, tolerance: 1e-12)
    // Circular ease-in on the first half, circular ease-out on the second, each squeezed to half.
    let inOut: (Double) -> Double = { x in
      x < 0.5
        ? (1 - (1 - (2 * x) * (2 * x)).squareRoot()) / 2
        : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
    }
    checkCurveContract(.circularEaseInOut, expected: inOut, tolerance: 1e-12)
    #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, within: 1e-12))
  }

  @Test(
    "inverse undoes the curve: value(inverse.value(x)) ≈ x",
    arguments: [
      UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut,
      .bezier(
        startControlPoint: UnitPoint(x: 0.2, y: 0.6), endControlPoint: UnitPoint(x: 0.7, y: 0.9)),
    ])
  func inverse(curve: UnitCurve) {
    let inverse = curve.inverse
    for x in evenlySpaced(from: 0, to: 1, count: 400) {
      #expect(isClose(curve.value(at: inverse.value(at: x)), x, within: 1e-9), "\(curve) at \(x)")
      #expect(isClose(inverse.value(at: curve.value(at: x)), x, within: 1e-9), "\(curve) at \(x)")
    }
    #expect(inverse.inverse == curve)
  }

  @Test("the inverse of a Bézier swaps the control points' coordinates")
  func bezierInverse() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.3), endControlPoint: UnitPoint(x: 0.8, y: 0.4))
    let expected = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.3, y: 0.1), endControlPoint: UnitPoint(x: 0.4, y: 0.8))
    #expect(curve.inverse == expected)
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
  }

  @Test("velocity is the slope dy/dx, clamped outside [0, 1]")
  func velocity() {
    #expect(isClose(UnitCurve.linear.velocity(at: 0.3), 1, within: 1e-9))
    #expect(isClose(UnitCurve.easeIn.velocity(at: 0), 0, within: 1e-9))
    #expect(isClose(UnitCurve.easeOut.velocity(at: 1), 0, within: 1e-9))
    // Circular ease-in: d/dx (1 − √(1 − x²)) = x / √(1 − x²).
    #expect(isClose(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8, within: 1e-12))
    #expect(UnitCurve.easeInOut.velocity(at: -1) == UnitCurve.easeInOut.velocity(at: 0))
    #expect(UnitCurve.easeInOut.velocity(at: 2) == UnitCurve.easeInOut.velocity(at: 1))
  }

  @Test("descriptions name the preset or list the control points")
  func descriptions() {
    #expect(UnitCurve.easeInOut.description == "easeInOut")
    #expect(UnitCurve.circularEaseOut.description == "circularEaseOut")
    let custom = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: 0), endControlPoint: UnitPoint(x: 0.5, y: 1))
    #expect(custom.description == "bezier(0.5, 0.0, 0.5, 1.0)")
  }

  @Test(
    "at an end whose control point sits on it, velocity is SwiftUI's: easeOut 1 at 0, easeIn 0 at 1"
  )
  func degenerateEnds() {
    // OpenSwiftUI's compatibility tests, run against SwiftUI, record these.
    #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    #expect(UnitCurve.linear.velocity(at: 0) == 1)
    #expect(UnitCurve.linear.velocity(at: 1) == 1)
    // Both control points on y = x: the straight line y = x, slope 1 everywhere.
    let diagonal = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.2, y: 0.2), endControlPoint: UnitPoint(x: 0.9, y: 0.9))
    #expect(diagonal.velocity(at: 0) == 1)
    #expect(diagonal.velocity(at: 0.5) == 1)
    #expect(diagonal.velocity(at: 1) == 1)
    // Away from the end, the slope tends to the other control point's (p2.y / p2.x = 1/0.58).
    #expect(abs(UnitCurve.easeOut.velocity(at: 1e-9) - 1 / 0.58) < 1e-3)
  }
}
