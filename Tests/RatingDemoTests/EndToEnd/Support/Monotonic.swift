import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The system's monotonic clock, for timing input and screenshots against each other.
enum Monotonic {
  /// Seconds since an arbitrary fixed point (CLOCK_MONOTONIC).
  static var now: Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
