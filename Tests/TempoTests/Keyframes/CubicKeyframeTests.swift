import Tempo
import TempoTestSupport
import Testing

@Suite("CubicKeyframe")
struct CubicKeyframeTests {
  /// The cubic Bézier from p0 to p3 over `duration` with end velocities v0 and v1 (units/s):
  /// control points p0 + v0·d/3 and p3 − v1·d/3, at s = elapsed/d.
  func bezier(_ p0: Double, _ p3: Double, v0: Double, v1: Double, duration d: Double, s: Double)
    -> Double
  {
    let p1 = p0 + v0 * d / 3
    let p2 = p3 - v1 * d / 3
    let u = 1 - s
    return u * u * u * p0 + 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s * p3
  }

  @Test("explicit velocities: the Bézier with control points a third along each velocity")
  func explicitVelocities() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 2, startVelocity: 4, endVelocity: -2)
    }
    // s = 0.25: 3·0.75²·0.25·(8/3) + 3·0.75·0.25²·(34/3) + 0.25³·10 = 2.875.
    #expect(isClose(timeline.value(time: 0.5), 2.875, within: 1e-12))
    for t in [0.2, 1.0, 1.7] {
      let expected = bezier(0, 10, v0: 4, v1: -2, duration: 2, s: t / 2)
      #expect(isClose(timeline.value(time: t), expected, within: 1e-12))
    }
  }

  @Test("adjacent cubic keyframes make a Catmull-Rom spline, at rest at both ends")
  func catmullRom() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(5.0, duration: 1)
      CubicKeyframe(20.0, duration: 2)
    }
    // Tangents (next − previous) / (time between them): at t = 1, (5 − 0)/2; at t = 2, (20 − 10)/3.
    let m1 = 2.5
    let m2 = 10.0 / 3
    #expect(
      isClose(
        timeline.value(time: 0.5), bezier(0, 10, v0: 0, v1: m1, duration: 1, s: 0.5), within: 1e-12)
    )
    #expect(
      isClose(
        timeline.value(time: 1.5), bezier(10, 5, v0: m1, v1: m2, duration: 1, s: 0.5), within: 1e-12
      ))
    #expect(
      isClose(
        timeline.value(time: 3), bezier(5, 20, v0: m2, v1: 0, duration: 2, s: 0.5), within: 1e-12))
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 2) == 5)
  }

  @Test(
    "after a linear keyframe the cubic starts with its end velocity; before one, ends with its start velocity"
  )
  func velocitiesFromOtherKinds() {
    let after = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(2.0, duration: 1)  // 2 units/s
      CubicKeyframe(0.0, duration: 1)
    }
    #expect(
      isClose(
        after.value(time: 1.4), bezier(2, 0, v0: 2, v1: 0, duration: 1, s: 0.4), within: 1e-12))
    let before = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(4.0, duration: 2)
      LinearKeyframe(10.0, duration: 3)  // (10 − 4)/3 = 2 units/s
    }
    #expect(
      isClose(before.value(time: 1), bezier(0, 4, v0: 0, v1: 2, duration: 2, s: 0.5), within: 1e-12)
    )
  }

  @Test("a Catmull-Rom spline's velocity is continuous at its keyframes")
  func smoothAtKeyframes() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(5.0, duration: 1)
    }
    let h = 1e-6
    let left = (timeline.value(time: 1) - timeline.value(time: 1 - h)) / h
    let right = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
    #expect(isClose(left, 2.5, within: 1e-4))
    #expect(isClose(right, 2.5, within: 1e-4))
  }
}
