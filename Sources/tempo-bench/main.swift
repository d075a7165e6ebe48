// tempo-bench: Tempo's performance figures. Run in release mode: `make bench`.
// It prints figures; it asserts nothing.
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
  if arguments.isEmpty || arguments.contains("engine") {
    EngineBenchmarks.run()
  }
}

MainActor.assumeIsolated { main() }
