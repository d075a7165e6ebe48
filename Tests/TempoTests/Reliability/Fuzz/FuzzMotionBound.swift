import Foundation

/// The most a fresh `animation` can move a value across `distance` within its first `interval`
/// seconds, from the formulas of the animation semantics spec alone (never by running the engine
/// under test). `previous` is the property's last animation: a spring that merges with it may
/// blend towards its stiffness.
///
/// - Timing curves: the curve's largest |y| over the progress the window reaches, exactly (the
///   Bézier's parameter solved by bisection, then the cubic's critical points).
/// - Springs (stiffness (2π/duration)², unit mass, damping ≥ 0): the energy
///   ½v² + ½ω²x² never grows, so |v| ≤ √(v₀² + ω²Δ²) and the value stays within
///   √(Δ² + v₀²/ω²) of its target; the motion is the smaller of speed × interval and that reach
///   plus Δ. Verlet at h = 1/300 s (ω·h ≤ 0.21 here) is allowed 10 % on top.
/// - Modifiers transform the window as the spec says (delay, speed); a repeat that can end
///   within the window may snap to the target (the whole distance).
func fuzzFirstFrameBound(
  of animation: FuzzAnimation, previous: FuzzAnimation?, distance: Double, interval: Double
) -> Double {
  distance * fuzzFirstFrameFraction(of: animation, previous: previous, window: interval)
}

/// ``fuzzFirstFrameBound(of:previous:distance:interval:)`` as a fraction of the distance.
private func fuzzFirstFrameFraction(
  of animation: FuzzAnimation, previous: FuzzAnimation?, window: Double
) -> Double {
  let curve = { (curve: FuzzCurve, duration: Double) -> Double in
    duration <= 0 ? 1 : curve.largestValue(upTo: min(window / duration, 1))
  }
  switch animation {
  case .linear(let d): return d <= 0 ? 1 : min(window / d, 1)
  case .easeIn(let d): return curve(.bezier(0.42, 0, 1, 1), d)
  case .easeOut(let d): return curve(.bezier(0, 0, 0.58, 1), d)
  case .easeInOut(let d): return curve(.bezier(0.42, 0, 0.58, 1), d)
  case .timingCurve(let a, let b, let c, let e, let d): return curve(.bezier(a, b, c, e), d)
  case .unitCurve(let index, let d): return curve(.circular(index), d)
  case .spring, .preset, .interpolatingSpring:
    if case .preset(let index) = animation, index >= 6 {
      // .linear and .easeInOut, 0.35 s.
      return curve(index == 6 ? .bezier(0, 0, 1, 1) : .bezier(0.42, 0, 0.58, 1), 0.35)
    }
    var omega = fuzzSpringOmega(animation) ?? 0
    if let previous, let other = fuzzSpringOmega(previous) { omega = max(omega, other) }
    let velocity = fuzzSpringInitialVelocity(animation)
    let speed = (velocity * velocity + omega * omega).squareRoot()
    let reach = 1 + (1 + velocity * velocity / (omega * omega)).squareRoot()
    return 1.1 * min(speed * window, reach)
  case .delay(let base, let d):
    return fuzzFirstFrameFraction(of: base, previous: previous, window: max(window - d, 0))
  case .speed(let base, let s):
    return fuzzFirstFrameFraction(of: base, previous: previous, window: window * s)
  case .repeatCount(let base, let count, _):
    let play = fuzzPlayLength(base)
    let within = fuzzFirstFrameFraction(of: base, previous: previous, window: window)
    return Double(count) * play <= window ? max(within, 1) : within
  case .logicallyComplete(let base, _), .pausable(let base):
    // Pausing keeps the base at a time it has reached: within the same window.
    return fuzzFirstFrameFraction(of: base, previous: previous, window: window)
  case .target(let base, _):
    return fuzzFirstFrameFraction(of: base, previous: previous, window: window)
  }
}

/// A spring's natural angular frequency 2π / duration (response), in radians per second, from
/// the spec's presets; nil for an animation that is not a spring.
private func fuzzSpringOmega(_ animation: FuzzAnimation) -> Double? {
  switch animation {
  case .spring(let duration, _, _), .interpolatingSpring(let duration, _, _):
    return min(2 * Double.pi / duration, 45_000.squareRoot())
  case .preset(let index) where index < 6:
    // .default, .spring, .smooth, .snappy, .bouncy: 0.5 s; .interactiveSpring: 0.15 s.
    return 2 * Double.pi / (index == 5 ? 0.15 : 0.5)
  case .target(let base, _): return fuzzSpringOmega(base)
  default: return nil
  }
}

/// An interpolating spring's initial velocity, in distances per second (0 for the others).
private func fuzzSpringInitialVelocity(_ animation: FuzzAnimation) -> Double {
  if case .interpolatingSpring(_, _, let velocity) = animation { return abs(velocity) }
  return 0
}

/// The length of one play of `animation` for a repeat, in seconds; 0 when it has no fixed one
/// (springs), which lets a repeat of it end at once.
private func fuzzPlayLength(_ animation: FuzzAnimation) -> Double {
  switch animation {
  case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d): return d
  case .timingCurve(_, _, _, _, let d), .unitCurve(_, let d): return d
  case .preset(let index): return index >= 6 ? 0.35 : 0
  case .delay(let base, let d): return d + fuzzPlayLength(base)
  case .speed(let base, let s): return fuzzPlayLength(base) / s
  case .repeatCount(let base, let count, _): return Double(count) * fuzzPlayLength(base)
  case .logicallyComplete(let base, _), .pausable(let base): return fuzzPlayLength(base)
  case .spring, .interpolatingSpring, .target: return 0
  }
}

/// A unit curve from the spec: a cubic Bézier through (0, 0) and (1, 1), or a circular one.
enum FuzzCurve {
  case bezier(Double, Double, Double, Double)
  /// 0 circularEaseIn, 1 circularEaseOut, 2 circularEaseInOut.
  case circular(Int)

  /// The largest |y| the curve reaches for progress 0…`progress`.
  func largestValue(upTo progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch self {
    case .circular(let index):
      // All three rise monotonically from 0 to 1.
      switch index {
      case 0: return 1 - (1 - x * x).squareRoot()
      case 1: return (x * (2 - x)).squareRoot()
      default:
        return x < 0.5
          ? (1 - (1 - 4 * x * x).squareRoot()) / 2
          : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
      }
    case .bezier(let x1, let y1, let x2, let y2):
      let cubic = { (p1: Double, p2: Double, t: Double) -> Double in
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
      }
      // x(t) rises monotonically (x1, x2 in 0…1): bisect for the parameter at progress x, and
      // widen it a little so the bound errs on the safe side.
      var (low, high) = (0.0, 1.0)
      for _ in 0..<60 {
        let mid = (low + high) / 2
        if cubic(x1, x2, mid) < x { low = mid } else { high = mid }
      }
      let end = min(high + 1e-9, 1)
      // y'(t)/3 = a t² + b t + c: its roots in 0…end are the candidates besides the ends.
      let (a, b, c) = (3 * y1 - 3 * y2 + 1, 2 * y2 - 4 * y1, y1)
      var candidates = [0, end]
      if abs(a) < 1e-15 {
        if abs(b) > 1e-15 { candidates.append(-c / b) }
      } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          candidates += [(-b - root) / (2 * a), (-b + root) / (2 * a)]
        }
      }
      return candidates.filter { $0 >= 0 && $0 <= end }.map { abs(cubic(y1, y2, $0)) }.max() ?? 0
    }
  }
}
