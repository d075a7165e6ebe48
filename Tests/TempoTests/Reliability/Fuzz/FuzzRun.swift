import Tempo

/// A broken invariant: which one, and the numbers that show it.
struct FuzzFailure: Error, CustomStringConvertible {
  /// A short name of the invariant (shrinking keeps failures with the same name).
  var invariant: String
  var detail: String
  var description: String { "\(invariant): \(detail)" }
}

/// An animated (or plain) change that a probe step made.
struct FuzzMove {
  var index: Int
  var animation: FuzzAnimation?
  /// The length of the remaining move (from the presentation or the model to the target).
  var distance: Double
  /// Whether it may merge with a running TargetAnimation.
  var mergesWithTarget: Bool
  /// The property's animation before this move, if any (a merging spring may blend from it).
  var previous: FuzzAnimation?
}

/// Runs one fuzz script on a fresh engine and checks the invariants at every tick.
@MainActor
final class FuzzRun {
  /// What a probe step did: the tick it showed at, and how far it may move the presentation.
  struct ProbeRecord {
    var tick: Int
    var presentation: [(Double, Double)]
    /// The presentation just before that tick.
    var before: [(Double, Double)]
    var allowance: [Double]
  }

  let script: FuzzScript
  let clock = ManualClock()
  let engine: AnimationEngine
  let foreverEngine: AnimationEngine
  private(set) var properties: [FuzzProperty] = []
  let forever: AnimatedValue<Double>
  private var fired: [Int: Int] = [:]
  private var registered: Set<Int> = []
  private var tickCount = 0
  private var lastTickTime = 0.0
  /// Where each property's running animator started (the presentation then), if it runs.
  private var animatorStart: [(Double, Double)?]
  /// A probe step waiting for its tick: its moves, and the properties that anything else
  /// changed since (those are not compared: their later targets mean something else without it).
  private struct PendingProbe {
    var id: Int
    var moves: [FuzzMove]
    var touchedByOthers: Set<Int> = []
  }
  private var pendingProbes: [PendingProbe] = []
  private var currentStep: Int?
  /// The last animation each property was given.
  private var lastAnimation: [Int: FuzzAnimation] = [:]
  /// Properties that completion handlers changed during the last tick.
  private(set) var touchedByHandlers: Set<Int> = []
  private(set) var probes: [Int: ProbeRecord] = [:]
  private var failure: FuzzFailure?

  init(script: FuzzScript) {
    self.script = script
    engine = AnimationEngine(clock: clock)
    engine.maximumFrameInterval = script.maximumFrameInterval
    foreverEngine = AnimationEngine(clock: clock)
    forever = AnimatedValue(0.0, engine: foreverEngine)
    for index in 0..<FuzzScript.propertyCount {
      let start = Double(index * 10)
      properties.append(
        index < FuzzScript.scalarCount
          ? .scalar(AnimatedValue(start, engine: engine))
          : .pair(AnimatedValue(AnimatablePair(start, -start), engine: engine)))
    }
    animatorStart = Array(repeating: nil, count: FuzzScript.propertyCount)
  }

  /// Runs the steps (leaving out `skipping`) and, unless `stopAtTick` is given, drains the
  /// engine and checks the end state. Throws the first broken invariant.
  func run(skipping: Int? = nil, stopAtTick: Int? = nil) throws {
    for step in script.steps where step.id != skipping {
      if let stopAtTick, tickCount > stopAtTick { return }
      perform(step)
      if let failure { throw failure }
    }
    try drain(stopAtTick: stopAtTick)
  }

  private func perform(_ step: FuzzStep) {
    switch step.kind {
    case .tick(let interval):
      clock.advance(by: interval)
      tick()
    case .transaction(let transaction):
      var moves: [FuzzMove] = []
      currentStep = step.id
      // Dispatched as a host dispatches input: completions that animate nothing are the
      // engine's, and fire at its next tick.
      engine.perform { run(transaction, inherited: nil, moves: &moves) }
      currentStep = nil
      if script.probes.contains(step.id) {
        pendingProbes.append(PendingProbe(id: step.id, moves: moves))
      }
    case .togglePause(let index):
      properties[index].isPaused.toggle()
      if script.probes.contains(step.id) {
        pendingProbes.append(PendingProbe(id: step.id, moves: []))
      }
    case .forever(let target, let animation, let reverses):
      withAnimation(animation.animation.repeatForever(autoreverses: reverses)) {
        forever.value = target
      }
    }
  }

  /// Runs `transaction`, noting every animated move for the probes.
  private func run(
    _ transaction: FuzzTransaction, inherited: FuzzAnimation?,
    moves: inout [FuzzMove]
  ) {
    var tempo = Transaction()
    if transaction.setsAnimation { tempo.animation = transaction.animation?.animation }
    let effective = transaction.setsAnimation ? transaction.animation : inherited
    if let completion = transaction.completion {
      registered.insert(completion.id)
      tempo.addAnimationCompletion(criteria: completion.criteria) { [weak self] in
        self?.completionFired(completion)
      }
    }
    withTransaction(tempo) {
      for item in transaction.body {
        switch item {
        case .set(let index, let target):
          let property = properties[index]
          if effective != nil, !property.isAnimating, property.distance(to: target) > 0 {
            animatorStart[index] = property.presentation
          }
          // The animation's value is the whole remaining move, not only this change.
          let remaining = max(
            property.distance(to: target),
            fuzzDistance(property.presentation, FuzzProperty.pair(for: index, target)))
          moves.append(
            FuzzMove(
              index: index, animation: effective, distance: remaining,
              mergesWithTarget: property.isAnimating && lastAnimation[index]?.isTarget == true,
              previous: property.isAnimating ? lastAnimation[index] : nil))
          if effective != nil { lastAnimation[index] = effective }
          if currentStep == nil { touchedByHandlers.insert(index) }
          for probe in pendingProbes.indices where pendingProbes[probe].id != currentStep {
            pendingProbes[probe].touchedByOthers.insert(index)
          }
          property.set(target)
        case .nested(let inner):
          run(inner, inherited: effective, moves: &moves)
        }
      }
    }
  }

  private func completionFired(_ completion: FuzzCompletion) {
    fired[completion.id, default: 0] += 1
    if fired[completion.id]! > 1, failure == nil {
      failure = FuzzFailure(
        invariant: "completion fired twice", detail: "completion #\(completion.id)")
    }
    if let followUp = completion.followUp {
      var moves: [FuzzMove] = []
      run(followUp, inherited: nil, moves: &moves)
    }
  }

  private func tick() {
    let before = pendingProbes.isEmpty ? [] : properties.map(\.presentation)
    touchedByHandlers.removeAll()
    engine.tick()
    foreverEngine.tick()
    // The frame's length on the test's own clock (the engine may simulate less of a stall).
    let interval = tickCount == 0 ? 0 : clock.now - lastTickTime
    lastTickTime = clock.now
    for probe in pendingProbes {
      var allowance = Array(repeating: 0.0, count: properties.count)
      for index in probe.touchedByOthers { allowance[index] = .infinity }
      for move in probe.moves {
        guard let animation = move.animation else {
          // A change without animation moves the model, and the presentation with it.
          allowance[move.index] += move.distance
          continue
        }
        let property = properties[move.index]
        var distance = move.distance
        var mover = animation
        if case .target(let base, _) = animation, let start = animatorStart[move.index] {
          // The seed's TargetAnimation defines its own merge (it hands its spring the whole
          // interval and restarts its secondary): onto another one, it may move the value by
          // more than a frame. The engine cannot keep that continuous, so it is not compared.
          if move.mergesWithTarget {
            allowance[move.index] = .infinity
            continue
          }
          distance += fuzzDistance(property.model, start)
          mover = base
        }
        allowance[move.index] += fuzzFirstFrameBound(
          of: mover, previous: move.previous, distance: distance, interval: interval)
        if animation.mayMerge, let start = animatorStart[move.index] {
          // A spring may come to rest (and snap to its target) within 1 % of its interval.
          allowance[move.index] += 0.01 * 2 * fuzzDistance(property.model, start)
        }
      }
      probes[probe.id] = ProbeRecord(
        tick: tickCount, presentation: properties.map(\.presentation), before: before,
        allowance: allowance)
    }
    pendingProbes.removeAll()
    tickCount += 1
    checkEachTick()
  }

  private func checkEachTick() {
    guard failure == nil else { return }
    for (index, property) in properties.enumerated() {
      let shown = property.presentation
      guard shown.0.isFinite, shown.1.isFinite else {
        failure = FuzzFailure(
          invariant: "presentation not finite",
          detail: "v\(index) shows \(shown) at tick \(tickCount)")
        return
      }
      if !property.isAnimating {
        animatorStart[index] = nil
        if shown != property.model {
          failure = FuzzFailure(
            invariant: "idle presentation differs from the model",
            detail: "v\(index) shows \(shown), model \(property.model) at tick \(tickCount)")
          return
        }
      }
    }
    if !forever.presentation.isFinite {
      failure = FuzzFailure(
        invariant: "presentation not finite", detail: "the repeatForever value at tick \(tickCount)"
      )
    }
  }

  /// Unpauses everything and ticks at 30 Hz until the engine is idle (at most 400 s), then
  /// checks the end state; with `stopAtTick`, only ticks until that tick.
  private func drain(stopAtTick: Int?) throws {
    for property in properties { property.isPaused = false }
    let end = engine.time + 400
    while stopAtTick.map({ tickCount <= $0 }) ?? (!engine.isIdle && engine.time < end) {
      clock.advance(by: 1.0 / 30)
      tick()
      if let failure { throw failure }
    }
    if stopAtTick != nil { return }
    guard engine.isIdle, engine.runningAnimationCount == 0 else {
      throw FuzzFailure(
        invariant: "engine never idle",
        detail: "\(engine.runningAnimationCount) animations still run after 400 s")
    }
    for (index, property) in properties.enumerated() where property.presentation != property.model {
      throw FuzzFailure(
        invariant: "did not end at the model",
        detail: "v\(index) shows \(property.presentation), model \(property.model)")
    }
    for id in registered.sorted() where fired[id] != 1 {
      throw FuzzFailure(
        invariant: "completion did not fire exactly once",
        detail: "completion #\(id) fired \(fired[id] ?? 0) times")
    }
  }
}
