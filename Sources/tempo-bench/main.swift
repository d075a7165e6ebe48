// tempo-bench: Tempo's performance figures. Run in release mode: `make bench`.
// It prints figures; it asserts nothing. An argument selects a group: `engine`, `frames` or `ui`.
import Tempo

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
func main() {
  let arguments = Set(CommandLine.arguments.dropFirst())
  print(
    "Tempo benchmarks (release build; ns per animation-tick = wall time / (animations × ticks))")
  print("")
  let runs = max(getenv("TEMPO_BENCH_RUNS").flatMap { Int(String(cString: $0)) } ?? 5, 1)
  let only = getenv("TEMPO_BENCH_SCENES").map {
    Set(String(cString: $0).split(separator: ",").map(String.init))
  }
  if arguments.isEmpty || arguments.contains("engine") {
    // For profiling: TEMPO_BENCH_ENGINE=storm (or double, color, point, chain, spring;
    // comma-separated), TEMPO_BENCH_SIZES=10000, TEMPO_BENCH_RUNS=1.
    let sizes = getenv("TEMPO_BENCH_SIZES").map {
      String(cString: $0).split(separator: ",").compactMap { Int(String($0)) }
    }
    EngineBenchmarks.run(
      runs: runs,
      only: getenv("TEMPO_BENCH_ENGINE").map {
        Set(String(cString: $0).split(separator: ",").map(String.init))
      }, sizes: sizes ?? [1_000, 10_000, 100_000])
    print("")
  }
  if arguments.isEmpty || arguments.contains("frames") {
    // For profiling: TEMPO_BENCH_SCENES=demo (or 1k, 10k; comma-separated), TEMPO_BENCH_RUNS=1,
    // TEMPO_BENCH_BACKENDS=none (or gl, cairo, cfill; comma-separated; none builds without
    // drawing).
    let backends = getenv("TEMPO_BENCH_BACKENDS").map {
      String(cString: $0).split(separator: ",").map(String.init)
    }
    FrameBenchmarks.run(runs: runs, only: only, backends: backends ?? ["gl", "cairo", "cfill"])
    print("")
  }
  if arguments.isEmpty || arguments.contains("ui") {
    // For profiling: TEMPO_BENCH_SCENES=row (or seed, popup, reorder, idle, idle1k);
    // TEMPO_BENCH_UPDATES=N times N updates per workload instead of each one's own count (two
    // callgrind runs with different N give the instructions per update without the mount).
    let updates = getenv("TEMPO_BENCH_UPDATES").flatMap { Int(String(cString: $0)) }
    UpdateBenchmarks.run(runs: runs, only: only, updates: updates.map { max($0, 1) })
    // For profiling: TEMPO_BENCH_SCENES=lazy (or eager, list).
    ScrollBenchmarks.run(runs: runs, only: only)
  }
}

MainActor.assumeIsolated { main() }
