import CBenchSupport
import Tempo

/// Ticks N concurrent animations of a Double on a manual 60 Hz clock and reports the cost.
@MainActor
enum EngineBenchmarks {
  static func run() {
    print("engine: N concurrent animations of a Double, ticked at 60 Hz on a manual clock;")
    print("the best of 5 runs (the fastest run is the one least disturbed by other processes)")
    print(
      "bytes/running-anim: heap added when the animations start; "
        + "bytes/value: an idle AnimatedValue")
    print(
      "workload                      N   ns/anim-tick  allocs/tick  bytes/running-anim"
        + "  bytes/value")
    for count in [1_000, 10_000, 100_000] {
      let reference = (0..<5).map { _ in tempo_reference_curve_ns(Int32(count), 59) }.min()!
      print(
        "bare C, same solve + store".padding(toLength: 24, withPad: " ", startingAt: 0)
          + String(count).leftPadded(7)
          + String(format: "%15.1f", reference))
      report(
        "easeInOut 1 s", count, measure(count: count, ticks: 59, animation: .easeInOut(duration: 1))
      )
    }
    for count in [1_000, 10_000, 100_000] {
      report("spring 0.5 s", count, measure(count: count, ticks: 45, animation: .spring))
    }
    for count in [1_000, 10_000, 100_000] {
      report(
        "retarget storm 10%/tick", count,
        measure(count: count, ticks: 59, animation: .easeInOut(duration: 1), retargetShare: 0.1))
    }
  }

  struct Figures {
    var nanosecondsPerAnimationTick: Double
    var allocationsPerTick: Double
    var bytesPerRunningAnimation: Double
    var bytesPerValue: Double
  }

  static func report(_ name: String, _ count: Int, _ figures: Figures) {
    let line =
      name.padding(toLength: 24, withPad: " ", startingAt: 0)
      + String(count).leftPadded(7)
      + String(format: "%15.1f", figures.nanosecondsPerAnimationTick)
      + String(format: "%13.1f", figures.allocationsPerTick)
      + String(format: "%20.0f", figures.bytesPerRunningAnimation)
      + String(format: "%13.0f", figures.bytesPerValue)
    print(line)
  }

  static func measure(count: Int, ticks: Int, animation: Animation, retargetShare: Double = 0)
    -> Figures
  {
    (0..<5).map { _ in
      measureOnce(count: count, ticks: ticks, animation: animation, retargetShare: retargetShare)
    }.min { $0.nanosecondsPerAnimationTick < $1.nanosecondsPerAnimationTick }!
  }

  static func measureOnce(count: Int, ticks: Int, animation: Animation, retargetShare: Double)
    -> Figures
  {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let bytesBeforeValues = Allocations.bytesInUse
    let values = (0..<count).map { AnimatedValue(Double($0), engine: engine) }
    let bytesBefore = Allocations.bytesInUse
    let bytesPerValue = Double(bytesBefore - bytesBeforeValues) / Double(count)
    withAnimation(animation) {
      for value in values { value.value += 1 }
    }
    engine.tick()
    clock.advance(to: 1.0 / 60)
    engine.tick()
    let bytesRunning = Double(Allocations.bytesInUse - bytesBefore) / Double(count)
    let retargets = Int(Double(count) * retargetShare)
    var cursor = 0
    let allocationsBefore = Allocations.count
    let start = ContinuousClock.now
    for frame in 2...(ticks + 1) {
      if retargets > 0 {
        withAnimation(animation) {
          for _ in 0..<retargets {
            values[cursor].value += 1
            cursor = (cursor + 1) % count
          }
        }
      }
      clock.advance(to: Double(frame) / 60)
      engine.tick()
    }
    let elapsed = ContinuousClock.now - start
    let allocations = Allocations.count - allocationsBefore
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9
      + Double(elapsed.components.attoseconds) / 1e9
    withExtendedLifetime(values) {}
    return Figures(
      nanosecondsPerAnimationTick: nanoseconds / Double(count * ticks),
      allocationsPerTick: Double(allocations) / Double(ticks),
      bytesPerRunningAnimation: bytesRunning, bytesPerValue: bytesPerValue)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
