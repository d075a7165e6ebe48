import Foundation
import TempoPlot
import TempoTestSupport

/// The reference motion of a plot subject from 0 to 1, written from the formulas alone: the
/// Bézier solved by bisection (``ExactBezier``), the circular curves as quarter circles, and the
/// springs' damped-oscillator closed form (``ClosedFormSpring``) from response and damping ratio
/// (k = (2π/response)², c = 2ζ·2π/response, unit mass).
enum Formula {
  /// The value at `time` seconds, before any end of the animation (a curve holds 1 after its
  /// duration).
  static func value(_ formula: PlotSubject.Formula, at time: Double) -> Double {
    switch formula {
    case .bezier(let p1x, let p1y, let p2x, let p2y, let duration):
      return time >= duration ? 1 : ExactBezier(p1x, p1y, p2x, p2y).value(at: time / duration)
    case .circular(let kind, let duration):
      let x = min(max(time / duration, 0), 1)
      switch kind {
      case .easeIn: return 1 - (1 - x * x).squareRoot()
      case .easeOut: return (1 - (1 - x) * (1 - x)).squareRoot()
      case .easeInOut:
        // Circular ease-in over the first half, scaled to reach 0.5; ease-out over the second.
        if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
        let u = 2 * x - 1
        return 0.5 + (1 - (1 - u) * (1 - u)).squareRoot() / 2
      }
    case .spring(let response, let ratio):
      return spring(response: response, dampingRatio: ratio).position(delta: 1, v0: 0, t: time)
    }
  }

  /// The oscillator for `response` seconds and damping ratio `dampingRatio`, unit mass.
  static func spring(response: Double, dampingRatio: Double) -> ClosedFormSpring {
    let omega = 2 * Double.pi / response
    return ClosedFormSpring(stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }

  /// The duration of a timing-curve formula, nil for a spring.
  static func duration(_ formula: PlotSubject.Formula) -> Double? {
    switch formula {
    case .bezier(_, _, _, _, let duration), .circular(_, let duration): return duration
    case .spring: return nil
    }
  }
}

extension Formula {
  /// How far the engine's value at `time` may be from the formula: 1e-6 of the move for the
  /// timing curves (a Bézier solved to 1e-7 in x), 1e-9 for an interpolating spring (the same
  /// closed form), and 0.2·ω0·h for a retargetable spring, which SwiftUI integrates at a fixed
  /// step h = 1/300 s (first-order error in h; ω0 = 2π/response).
  static func tolerance(for subject: PlotSubject) -> Double {
    switch subject.formula {
    case .bezier, .circular: return 1e-6
    case .spring(let response, _):
      if subject.id.hasPrefix("interpolating") { return 1e-9 }
      return 0.2 * (2 * Double.pi / response) / 300
    }
  }

  /// The time the engine's value at `time` stands for: the retargetable springs' integrator
  /// clock runs ahead to the next 1/300 s step; every other subject is sampled at `time`.
  static func evaluationTime(for subject: PlotSubject, at time: Double) -> Double {
    guard case .spring = subject.formula, !subject.id.hasPrefix("interpolating") else {
      return time
    }
    return (time * 300 - 1e-6).rounded(.up) / 300
  }

  /// The value the engine should show for `subject` at `time` before it settles.
  static func expected(_ subject: PlotSubject, at time: Double) -> Double {
    value(subject.formula, at: evaluationTime(for: subject, at: time))
  }
}
