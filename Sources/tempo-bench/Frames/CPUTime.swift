#if canImport(Glibc)
  import Glibc
#endif

/// CPU and wall clocks for the frame benchmarks (internal helper).
enum CPUTime {
  /// CPU time used by the whole process so far (every thread, llvmpipe's included), in seconds.
  static var process: Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

  /// Monotonic wall time, in seconds.
  static var wall: Double { seconds(CLOCK_MONOTONIC) }

  private static func seconds(_ clock: clockid_t) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
