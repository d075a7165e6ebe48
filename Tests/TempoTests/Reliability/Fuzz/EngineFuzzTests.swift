import Foundation
import Tempo
import Testing

/// The engine's random tester: seeded sequences of animated and plain changes on several
/// properties, with every built-in animation, modifiers, the seed's custom animations, nested
/// transactions and completions, ticked at random intervals (stalls of seconds, zero-length
/// frames). A failure prints its seed and a shrunk replay.
///
/// `TEMPO_FUZZ_SEQUENCES` sets how many sequences run (default 1500); `TEMPO_FUZZ_SEED` runs
/// only that seed.
@MainActor
@Suite("Engine fuzz")
struct EngineFuzzTests {
  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["TEMPO_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 1500
  }

  @Test("random sequences keep every invariant: finite, no jump, end at the model, idle, no leak")
  func randomSequences() {
    let seeds: [UInt64] =
      ProcessInfo.processInfo.environment["TEMPO_FUZZ_SEED"].flatMap { UInt64($0) }.map { [$0] }
      ?? (0..<UInt64(Self.sequenceCount)).map { 0x7E4D_0000 + $0 }
    var failures = 0
    for seed in seeds {
      let script = FuzzScript(seed: seed)
      guard let failure = Self.check(script) else { continue }
      failures += 1
      let shrunk = Self.shrink(script, keeping: failure.invariant)
      Issue.record(
        Comment(rawValue: Self.report(seed: seed, failure: Self.check(shrunk) ?? failure, shrunk)))
      if failures >= 3 { break }
    }
  }

  @Test("an engine dropped while a repeatForever animation runs is freed with its values")
  func engineDroppedWhileAnimating() {
    weak var weakEngine: AnimationEngine?
    weak var weakValue: AnimatedValue<Double>?
    do {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let value = AnimatedValue(0.0, engine: engine)
      withAnimation(.linear(duration: 1).repeatForever()) { value.value = 1 }
      engine.tick()
      clock.advance(by: 0.5)
      engine.tick()
      weakEngine = engine
      weakValue = value
    }
    #expect(weakEngine == nil)
    #expect(weakValue == nil)
  }

  /// Runs `script` with every check; returns the first broken invariant.
  static func check(_ script: FuzzScript) -> FuzzFailure? {
    var weakObjects: [WeakObject] = []
    var probes: [Int: FuzzRun.ProbeRecord] = [:]
    do {
      let run = FuzzRun(script: script)
      // The repeatForever engine is dropped while it still animates: it must go too.
      weakObjects =
        [WeakObject(run.engine), WeakObject(run.foreverEngine), WeakObject(run.forever)]
        + run.properties.map { WeakObject($0.object) }
      try run.run()
      probes = run.probes
    } catch let failure as FuzzFailure {
      return failure
    } catch {
      return FuzzFailure(invariant: "unexpected error", detail: "\(error)")
    }
    if let leaked = weakObjects.firstIndex(where: { $0.object != nil }) {
      return FuzzFailure(
        invariant: "leak", detail: "object \(leaked) (the engine, v0…) outlives its run")
    }
    for (id, probe) in probes.sorted(by: { $0.key < $1.key }) {
      if let failure = compareWithoutStep(id, probe, script) { return failure }
    }
    return nil
  }

  /// Replays `script` without step `id` up to the probe's tick: the presentations may differ by
  /// no more than the step's own animations can move in their first frame (bounded from the
  /// formulas: ``fuzzFirstFrameBound(of:previous:distance:interval:)``). A replay that breaks
  /// an invariant itself is a failure.
  static func compareWithoutStep(_ id: Int, _ probe: FuzzRun.ProbeRecord, _ script: FuzzScript)
    -> FuzzFailure?
  {
    let counterfactual = FuzzRun(script: script)
    do {
      try counterfactual.run(skipping: id, stopAtTick: probe.tick)
    } catch {
      // The script without the step is a valid script too: the engine must keep every
      // invariant on it as well.
      let failure = error as? FuzzFailure
      return FuzzFailure(
        invariant: "comparison run: \(failure?.invariant ?? "unexpected error")",
        detail: "without step \(id), up to tick \(probe.tick): \(failure?.detail ?? "\(error)")")
    }
    // A completion handler that ran in one run only (its timing may depend on the step) changes
    // properties for its own reasons: those are not compared.
    for (index, property) in counterfactual.properties.enumerated()
    where !counterfactual.touchedByHandlers.contains(index) {
      let without = property.presentation
      let with = probe.presentation[index]
      let scale = 1 + abs(with.0) + abs(with.1) + abs(without.0) + abs(without.1)
      let jump = fuzzDistance(with, without)
      // What the running animations move in this frame (a merge or a new link of the chain
      // may take over from where they were at the last frame).
      let running = fuzzDistance(without, probe.before[index])
      if jump > probe.allowance[index] + running + 1e-7 * scale {
        return FuzzFailure(
          invariant: "jump at a change",
          detail:
            "step \(id) moved v\(index) by \(jump) at tick \(probe.tick) "
            + "(its animations move at most \(probe.allowance[index]) in a frame, the running ones "
            + "\(running)): "
            + "\(with) instead of \(without)")
      }
    }
    return nil
  }

  /// Removes steps one at a time while the same invariant still breaks.
  static func shrink(_ script: FuzzScript, keeping invariant: String) -> FuzzScript {
    var current = script
    var changed = true
    while changed {
      changed = false
      for index in current.steps.indices.reversed() where index < current.steps.count {
        var candidate = current
        candidate.steps.remove(at: index)
        if check(candidate)?.invariant == invariant {
          current = candidate
          changed = true
        }
      }
    }
    return current
  }

  static func report(seed: UInt64, failure: FuzzFailure, _ script: FuzzScript) -> String {
    var lines = [
      "engine fuzz: seed \(seed) broke '\(failure.invariant)': \(failure.detail)",
      "rerun with TEMPO_FUZZ_SEED=\(seed); minimal replay "
        + "(v0–v\(FuzzScript.scalarCount - 1) Double, the rest pairs (x, −2x); "
        + "maximumFrameInterval \(script.maximumFrameInterval.map { "\($0)" } ?? "nil"); "
        + "probes \(script.probes)):",
    ]
    lines += script.steps.map { "  [\($0.id)] \($0)" }
    return lines.joined(separator: "\n")
  }
}

/// A weak reference, to check that nothing outlives its run.
final class WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
