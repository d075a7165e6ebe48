import Tempo
import TempoTestSupport

/// A randomly chosen animation for the engine fuzzer, kept as data so a failure prints its replay.
indirect enum FuzzAnimation: CustomStringConvertible {
  case linear(Double), easeIn(Double), easeOut(Double), easeInOut(Double)
  case timingCurve(Double, Double, Double, Double, Double)
  case unitCurve(Int, Double)
  case spring(duration: Double, bounce: Double, blend: Double)
  case preset(Int)
  case interpolatingSpring(duration: Double, bounce: Double, velocity: Double)
  case delay(FuzzAnimation, Double)
  case speed(FuzzAnimation, Double)
  case repeatCount(FuzzAnimation, Int, Bool)
  case logicallyComplete(FuzzAnimation, Double)
  case pausable(FuzzAnimation)
  case target(FuzzAnimation, FuzzAnimation)

  /// The circular unit curves, which the engine's lanes cannot run (they are not Bézier).
  static let unitCurves: [UnitCurve] = [.circularEaseIn, .circularEaseOut, .circularEaseInOut]
  static let presets: [Animation] = [
    .default, .spring, .smooth, .snappy, .bouncy, .interactiveSpring, .linear, .easeInOut,
  ]

  /// The Tempo animation this describes.
  var animation: Animation {
    switch self {
    case .linear(let d): return .linear(duration: d)
    case .easeIn(let d): return .easeIn(duration: d)
    case .easeOut(let d): return .easeOut(duration: d)
    case .easeInOut(let d): return .easeInOut(duration: d)
    case .timingCurve(let a, let b, let c, let e, let d):
      return .timingCurve(a, b, c, e, duration: d)
    case .unitCurve(let index, let d): return .timingCurve(Self.unitCurves[index], duration: d)
    case .spring(let d, let bounce, let blend):
      return .spring(duration: d, bounce: bounce, blendDuration: blend)
    case .preset(let index): return Self.presets[index]
    case .interpolatingSpring(let d, let bounce, let v):
      return .interpolatingSpring(duration: d, bounce: bounce, initialVelocity: v)
    case .delay(let base, let d): return base.animation.delay(d)
    case .speed(let base, let s): return base.animation.speed(s)
    case .repeatCount(let base, let n, let reverses):
      return base.animation.repeatCount(n, autoreverses: reverses)
    case .logicallyComplete(let base, let d): return base.animation.logicallyComplete(after: d)
    case .pausable(let base): return Animation(PausableAnimation(base: base.animation))
    case .target(let base, let secondary):
      return Animation(TargetAnimation(base: base.animation, secondary: secondary.animation))
    }
  }

  /// Whether this is the seed's TargetAnimation.
  var isTarget: Bool {
    if case .target = self { return true }
    return false
  }

  /// Whether a change with this animation may merge with the running one (a spring does).
  var mayMerge: Bool {
    switch self {
    case .spring, .target: return true
    case .preset(let index): return index < 6
    default: return false
    }
  }

  var description: String {
    switch self {
    case .linear(let d): return ".linear(duration: \(d))"
    case .easeIn(let d): return ".easeIn(duration: \(d))"
    case .easeOut(let d): return ".easeOut(duration: \(d))"
    case .easeInOut(let d): return ".easeInOut(duration: \(d))"
    case .timingCurve(let a, let b, let c, let e, let d):
      return ".timingCurve(\(a), \(b), \(c), \(e), duration: \(d))"
    case .unitCurve(let index, let d):
      return ".timingCurve(\(Self.unitCurves[index]), duration: \(d))"
    case .spring(let d, let bounce, let blend):
      return ".spring(duration: \(d), bounce: \(bounce), blendDuration: \(blend))"
    case .preset(let index): return "\(Self.presets[index])"
    case .interpolatingSpring(let d, let bounce, let v):
      return ".interpolatingSpring(duration: \(d), bounce: \(bounce), initialVelocity: \(v))"
    case .delay(let base, let d): return "\(base).delay(\(d))"
    case .speed(let base, let s): return "\(base).speed(\(s))"
    case .repeatCount(let base, let n, let reverses):
      return "\(base).repeatCount(\(n), autoreverses: \(reverses))"
    case .logicallyComplete(let base, let d): return "\(base).logicallyComplete(after: \(d))"
    case .pausable(let base): return "Pausable(\(base))"
    case .target(let base, let secondary): return "Target(base: \(base), secondary: \(secondary))"
    }
  }

  /// A random finite animation; `depth` limits how many modifiers wrap it.
  static func random(using rng: inout SplitMix64, depth: Int = 2) -> FuzzAnimation {
    let roll = Int.random(in: 0..<100, using: &rng)
    if depth > 0 && roll < 30 {
      let base = random(using: &rng, depth: depth - 1)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: return .delay(base, rounded(rng.uniform(0...0.5)))
      case 1: return .speed(base, rounded(rng.uniform(0.25...4)))
      case 2:
        return .repeatCount(base, Int.random(in: 0...3, using: &rng), Bool.random(using: &rng))
      case 3: return .logicallyComplete(base, rounded(rng.uniform(0...1)))
      default: return .pausable(base)
      }
    }
    if depth > 0 && roll < 36 {
      return .target(
        .spring(duration: rounded(rng.uniform(0.2...0.8)), bounce: 0, blend: 0),
        .easeInOut(rounded(rng.uniform(0.05...0.5))))
    }
    let duration = rounded(rng.uniform(0.01...1.2))
    switch Int.random(in: 0..<11, using: &rng) {
    case 0: return .linear(Bool.random(using: &rng) ? duration : 0)
    case 1: return .easeIn(duration)
    case 2: return .easeOut(duration)
    case 3: return .easeInOut(duration)
    case 4:
      return .timingCurve(
        rounded(rng.uniform(0...1)), rounded(rng.uniform(-1...2)), rounded(rng.uniform(0...1)),
        rounded(rng.uniform(-1...2)), duration)
    case 5: return .unitCurve(Int.random(in: 0..<3, using: &rng), duration)
    case 6, 7:
      return .spring(
        duration: rounded(rng.uniform(0.1...1.5)), bounce: rounded(rng.uniform(-0.5...0.9)),
        blend: Bool.random(using: &rng) ? 0 : rounded(rng.uniform(0...0.5)))
    case 8: return .preset(Int.random(in: 0..<presets.count, using: &rng))
    default:
      return .interpolatingSpring(
        duration: rounded(rng.uniform(0.1...1.5)), bounce: rounded(rng.uniform(-0.5...0.8)),
        velocity: rounded(rng.uniform(-3...3)))
    }
  }

  /// `value` to 3 decimals, so that replays print short and reproduce exactly.
  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
