import Tempo

extension PlotSubject {
  /// Every built-in timing curve and spring preset, in the order the docs show them.
  package static let all: [PlotSubject] = curves + springs

  /// The timing curves: the four named ones, a `timingCurve` with overshooting control points
  /// (at its default duration) and the three circular curves, all 0.35 s long.
  package static let curves: [PlotSubject] = [
    bezier("linear", ".linear", .linear, 0, 0, 1, 1),
    bezier("easeIn", ".easeIn", .easeIn, 0.42, 0, 1, 1),
    bezier("easeOut", ".easeOut", .easeOut, 0, 0, 0.58, 1),
    bezier("easeInOut", ".easeInOut", .easeInOut, 0.42, 0, 0.58, 1),
    bezier(
      "timingCurve", ".timingCurve(0.68, -0.55, 0.27, 1.55)",
      .timingCurve(0.68, -0.55, 0.27, 1.55), 0.68, -0.55, 0.27, 1.55),
    PlotSubject(
      id: "circularEaseIn", title: ".timingCurve(.circularEaseIn, duration: 0.35)",
      animation: .timingCurve(.circularEaseIn, duration: 0.35),
      formula: .circular(.easeIn, duration: 0.35)),
    PlotSubject(
      id: "circularEaseOut", title: ".timingCurve(.circularEaseOut, duration: 0.35)",
      animation: .timingCurve(.circularEaseOut, duration: 0.35),
      formula: .circular(.easeOut, duration: 0.35)),
    PlotSubject(
      id: "circularEaseInOut", title: ".timingCurve(.circularEaseInOut, duration: 0.35)",
      animation: .timingCurve(.circularEaseInOut, duration: 0.35),
      formula: .circular(.easeInOut, duration: 0.35)),
  ]

  /// The spring presets, with the physics each one stands for as (response in s, damping ratio ζ = 1 − bounce):
  /// SwiftUI's documented values.
  package static let springs: [PlotSubject] = [
    spring("smooth", ".smooth", .smooth, (0.5, 1.0)),
    spring("snappy", ".snappy", .snappy, (0.5, 0.85)),
    spring("bouncy", ".bouncy", .bouncy, (0.5, 0.7)),
    spring("spring", ".spring", .spring, (0.5, 1.0)),
    spring(
      "springResponse", ".spring()", .spring(), (0.5, 0.825)),
    spring(
      "interactiveSpring", ".interactiveSpring", .interactiveSpring,
      (0.15, 0.85)),
    spring(
      "interpolatingSpring", ".interpolatingSpring", .interpolatingSpring,
      (0.5, 1.0)),
    spring(
      "interpolatingSpringBounce", ".interpolatingSpring(duration: 0.5, bounce: 0.3)",
      .interpolatingSpring(duration: 0.5, bounce: 0.3), (0.5, 0.7)),
  ]

  private static func bezier(
    _ id: String, _ title: String, _ animation: Animation,
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double
  ) -> PlotSubject {
    PlotSubject(
      id: id, title: title, animation: animation,
      formula: .bezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y, duration: 0.35))
  }

  private static func spring(
    _ id: String, _ title: String, _ animation: Animation,
    _ physics: (response: Double, dampingRatio: Double)
  ) -> PlotSubject {
    PlotSubject(
      id: id, title: title, animation: animation,
      formula: .spring(response: physics.response, dampingRatio: physics.dampingRatio))
  }
}
