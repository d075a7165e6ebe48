import Tempo
import TempoTestSupport

/// One transaction of the fuzzer: what it sets, what it nests, and its completion.
struct FuzzTransaction: CustomStringConvertible {
  /// Whether the transaction sets an animation (else it inherits the outer one).
  var setsAnimation = true
  /// The animation it sets; nil animates nothing.
  var animation: FuzzAnimation?
  /// The completion handler, if any.
  var completion: FuzzCompletion?
  /// What the body does, in order.
  var body: [FuzzBodyItem] = []

  var description: String {
    var text =
      setsAnimation ? "withAnimation(\(animation.map { "\($0)" } ?? "nil"))" : "withTransaction"
    if let completion { text += " completion \(completion)" }
    return text + " { " + body.map { "\($0)" }.joined(separator: "; ") + " }"
  }
}

/// A statement inside a fuzzed transaction's body.
indirect enum FuzzBodyItem: CustomStringConvertible {
  /// Sets property `index` to `target`.
  case set(index: Int, target: Double)
  /// Runs a nested transaction.
  case nested(FuzzTransaction)

  var description: String {
    switch self {
    case .set(let index, let target): return "v\(index) = \(target)"
    case .nested(let transaction): return "\(transaction)"
    }
  }
}

/// A completion handler: its id, criteria, and an optional transaction run when it fires.
struct FuzzCompletion: CustomStringConvertible {
  var id: Int
  var criteria: AnimationCompletionCriteria
  /// A transaction the handler runs (an array only to break the type's recursion).
  private var followUps: [FuzzTransaction]
  var followUp: FuzzTransaction? { followUps.first }

  init(id: Int, criteria: AnimationCompletionCriteria, followUp: FuzzTransaction?) {
    self.id = id
    self.criteria = criteria
    followUps = followUp.map { [$0] } ?? []
  }

  var description: String {
    let name = criteria == .removed ? ".removed" : ".logicallyComplete"
    return "#\(id) \(name)" + (followUp.map { " then [\($0)]" } ?? "")
  }
}

/// One step of a fuzz sequence.
struct FuzzStep: CustomStringConvertible {
  enum Kind {
    /// Advance the clock by this many seconds, then tick.
    case tick(Double)
    /// Run a transaction.
    case transaction(FuzzTransaction)
    /// Flip the pause flag that ``PausableAnimation`` reads on property `index`.
    case togglePause(Int)
    /// Start a never-ending animation on the second engine's property.
    case forever(target: Double, FuzzAnimation, autoreverses: Bool)
  }

  /// A stable identity, kept when a shrinker removes other steps.
  var id: Int
  var kind: Kind

  var description: String {
    switch kind {
    case .tick(let interval): return "tick(+\(interval))"
    case .transaction(let transaction): return "\(transaction)"
    case .togglePause(let index): return "v\(index).environment.animationPaused.toggle()"
    case .forever(let target, let animation, let reverses):
      return
        "forever = \(target) withAnimation(\(animation).repeatForever(autoreverses: \(reverses)))"
    }
  }
}

/// A whole random sequence: the steps and the engine settings, all determined by the seed.
struct FuzzScript {
  /// The seed the script was generated from.
  let seed: UInt64
  /// How many scalar (Double) and pair properties the sequence animates.
  static let scalarCount = 3
  static let pairCount = 2
  static var propertyCount: Int { scalarCount + pairCount }
  /// The engine's stall clamp, or nil.
  var maximumFrameInterval: Double?
  var steps: [FuzzStep]
  /// Steps whose effect on the presentation is compared with a run without them.
  var probes: [Int]

  /// Generates the script of `seed`.
  init(seed: UInt64) {
    self.seed = seed
    var rng = SplitMix64(seed: seed)
    var generator = Generator()
    maximumFrameInterval = Bool.random(using: &rng) ? nil : 1.0 / 30
    steps = []
    for _ in 0..<Int.random(in: 6...28, using: &rng) {
      steps.append(FuzzStep(id: steps.count, kind: generator.step(using: &rng)))
    }
    let candidates = steps.filter {
      if case .tick = $0.kind { return false }
      if case .forever = $0.kind { return false }
      return true
    }.map(\.id)
    probes = Array(candidates.shuffled(using: &rng).prefix(2))
  }

  /// Builds random steps, numbering completions.
  private struct Generator {
    var nextCompletion = 0

    mutating func step(using rng: inout SplitMix64) -> FuzzStep.Kind {
      let roll = Int.random(in: 0..<100, using: &rng)
      switch roll {
      case 0..<45: return .tick(Self.interval(using: &rng))
      case 45..<52: return .togglePause(Int.random(in: 0..<FuzzScript.propertyCount, using: &rng))
      case 52..<55:
        return .forever(
          target: FuzzAnimation.rounded(rng.uniform(-100...100)),
          .linear(FuzzAnimation.rounded(rng.uniform(0.1...1))),
          autoreverses: Bool.random(using: &rng))
      default: return .transaction(transaction(depth: 2, using: &rng))
      }
    }

    /// A frame interval: mostly 60 Hz, sometimes zero, tiny, irregular, or a stall of seconds.
    static func interval(using rng: inout SplitMix64) -> Double {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<10: return 1.0 / 60
      case 10, 11: return 0
      case 12: return 1e-7
      case 13, 14, 15: return FuzzAnimation.rounded(rng.uniform(0.004...0.05))
      case 16: return 1.0 / 60 * Double(Int.random(in: 2...8, using: &rng))
      default: return FuzzAnimation.rounded(rng.uniform(0.5...4))
      }
    }

    mutating func transaction(depth: Int, using rng: inout SplitMix64) -> FuzzTransaction {
      var result = FuzzTransaction()
      let animationRoll = Int.random(in: 0..<10, using: &rng)
      if depth < 2 && animationRoll < 3 {
        result.setsAnimation = false
      } else {
        result.animation = animationRoll == 9 ? nil : FuzzAnimation.random(using: &rng)
      }
      if Int.random(in: 0..<3, using: &rng) == 0 {
        nextCompletion += 1
        let id = nextCompletion
        let criteria: AnimationCompletionCriteria =
          Bool.random(using: &rng) ? .logicallyComplete : .removed
        let followUp =
          depth > 0 && Int.random(in: 0..<3, using: &rng) == 0
          ? transaction(depth: 0, using: &rng) : nil
        result.completion = FuzzCompletion(id: id, criteria: criteria, followUp: followUp)
      }
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        if depth > 0 && Int.random(in: 0..<5, using: &rng) == 0 {
          result.body.append(.nested(transaction(depth: depth - 1, using: &rng)))
        } else {
          let index = Int.random(in: 0..<FuzzScript.propertyCount, using: &rng)
          let target = FuzzAnimation.rounded(rng.uniform(-100...100))
          result.body.append(
            .set(index: index, target: Int.random(in: 0..<8, using: &rng) == 0 ? 0 : target))
        }
      }
      return result
    }
  }
}
