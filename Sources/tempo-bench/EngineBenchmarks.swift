import CBenchSupport
import Tempo

/// Ticks N concurrent animations on a manual 60 Hz clock and reports the cost, each figure beside
/// its peer in the same run and its target (issue 12).
@MainActor
enum EngineBenchmarks {
  /// Runs every workload (`runs` runs each, the best kept; more below 10,000 values, see
  /// ``runs(_:count:)``), or only those named in `only` (`double`, `color`, `point`, `chain`,
  /// `spring`, `storm`; for profiling one with callgrind) at the sizes in `sizes`.
  /// The runs of a workload of `count` values: `runs`, times 10,000 / `count` below 10,000
  /// values, so that each figure is the best of about as many ticked values whatever the size.
  static func runs(_ runs: Int, count: Int) -> Int { runs * max(1, 10_000 / max(count, 1)) }

  static func run(runs: Int = 5, only: Set<String>? = nil, sizes: [Int] = [1_000, 10_000, 100_000])
  {
    func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
    print("engine: N concurrent animations, ticked at 60 Hz on a manual clock;")
    print(
      "the best of \(runs) runs, peers alike (the fastest run is the one least disturbed by other"
        + " processes); below 10,000 values, of \(runs) × 10,000 / N runs"
        + " (a run of 1,000 values lasts under 1 ms)")
    print(
      "bytes/running-anim: heap added when the animations start; "
        + "bytes/value: an idle property; ns/component: ns/anim-tick ÷ Doubles per value")
    print(
      "workload                      N   ns/anim-tick  allocs/tick  bytes/running-anim"
        + "  bytes/value  ns/component  vs peer  target")
    let easeInOut = Animation.easeInOut(duration: 1)
    let double = EngineWorkload(
      name: "easeInOut 1 s", components: 1, ticks: 59, animation: easeInOut,
      make: EngineWorkload.doubles)
    /// The Double curve's figure per size, the storm's peer.
    var curveFigures: [Int: Double] = [:]
    for count in sizes {
      // The peers (bare C, a Double) run whenever a workload compared with them does.
      let runs = Self.runs(runs, count: count)
      let reference = (0..<runs).map { _ in tempo_reference_curve_ns(Int32(count), 59) }.min()!
      if wanted("double") {
        print(
          "bare C, same solve + store".padding(toLength: 24, withPad: " ", startingAt: 0)
            + String(count).leftPadded(7) + String(format: "%15.1f", reference))
      }
      guard wanted("double") || wanted("color") || wanted("point") || wanted("chain") else {
        continue
      }
      let figures = double.measure(count: count, runs: runs)
      curveFigures[count] = figures.nanosecondsPerAnimationTick
      let ratio = figures.nanosecondsPerAnimationTick / reference
      if wanted("double") {
        report(
          double, count, figures, peer: ratio, peerName: "C",
          target: "≤ 1× bare C: " + verdict(ratio <= 1))
        // The same without shared curve solves: bare C's own case, each value its own solve.
        var apart = double
        apart.name = "easeInOut, apart"
        apart.startsApart = true
        let apartFigures = apart.measure(count: count, runs: runs)
        let apartRatio = apartFigures.nanosecondsPerAnimationTick / reference
        report(
          apart, count, apartFigures, peer: apartRatio, peerName: "C",
          target: "≤ 1× bare C: " + verdict(apartRatio <= 1))
      }
      for (key, workload) in [
        (
          "color",
          EngineWorkload(
            name: "Color easeInOut 1 s", components: 4, ticks: 59, animation: easeInOut,
            make: EngineWorkload.colors)
        ),
        (
          "point",
          EngineWorkload(
            name: "CGPoint easeInOut 1 s", components: 2, ticks: 59, animation: easeInOut,
            make: EngineWorkload.points)
        ),
      ] where wanted(key) {
        let vector = workload.measure(count: count, runs: runs)
        let perComponent = vector.nanosecondsPerAnimationTick / Double(workload.components)
        let ratio = perComponent / figures.nanosecondsPerAnimationTick
        report(
          workload, count, vector, peer: ratio, peerName: "Dbl",
          target: "≤ 2× Double per component: " + verdict(ratio <= 2))
      }
      if wanted("chain") {
        let chain = EngineWorkload(
          name: "2 combined easeInOut", components: 1, ticks: 58, animation: easeInOut,
          combinesOnce: true, make: EngineWorkload.doubles)
        let chained = chain.measure(count: count, runs: runs)
        let chainRatio = chained.nanosecondsPerAnimationTick / figures.nanosecondsPerAnimationTick
        report(
          chain, count, chained, peer: chainRatio, peerName: "1",
          target: "≤ 2.5× one curve: " + verdict(chainRatio <= 2.5))
      }
    }
    let spring = EngineWorkload(
      name: "spring 0.5 s", components: 1, ticks: 45, animation: .spring,
      make: EngineWorkload.doubles)
    for count in sizes where wanted("spring") {
      let figures = spring.measure(count: count, runs: Self.runs(runs, count: count))
      report(
        spring, count, figures, peer: nil, peerName: "",
        target: "≤ 40 ns: " + verdict(figures.nanosecondsPerAnimationTick <= 40))
    }
    let storm = EngineWorkload(
      name: "retarget storm 10%/tick", components: 1, ticks: 59, animation: easeInOut,
      retargetShare: 0.1, make: EngineWorkload.doubles)
    for count in sizes where wanted("storm") {
      let figures = storm.measure(count: count, runs: Self.runs(runs, count: count))
      let met =
        figures.nanosecondsPerAnimationTick <= 100 && figures.warmAllocationsPerTick == 0
      // The peer (one Double curve) is there when a workload that measures it runs too.
      report(
        storm, count, figures,
        peer: curveFigures[count].map { figures.nanosecondsPerAnimationTick / $0 },
        peerName: "1",
        target: "≤ 100 ns, 0 allocs/tick warm ("
          + String(format: "%.2f", figures.allocationsPerRetarget) + " per retarget; "
          + String(format: "%.1f", figures.warmAllocationsPerTick) + " per tick warm): "
          + verdict(met))
    }
  }

  static func verdict(_ met: Bool) -> String { met ? "met" : "missed" }

  static func report(
    _ workload: EngineWorkload, _ count: Int, _ figures: EngineWorkload.Figures, peer: Double?,
    peerName: String, target: String
  ) {
    let line =
      workload.name.padding(toLength: 24, withPad: " ", startingAt: 0)
      + String(count).leftPadded(7)
      + String(format: "%15.1f", figures.nanosecondsPerAnimationTick)
      + String(format: "%13.1f", figures.allocationsPerTick)
      + String(format: "%20.0f", figures.bytesPerRunningAnimation)
      + String(format: "%13.0f", figures.bytesPerValue)
      + String(
        format: "%14.1f", figures.nanosecondsPerAnimationTick / Double(workload.components))
      + (peer.map {
        String(format: "%6.2f× ", $0) + peerName.padding(toLength: 3, withPad: " ", startingAt: 0)
      } ?? String(repeating: " ", count: 11))
      + "  " + target
    print(line)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
