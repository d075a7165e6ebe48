/// What the issue asks of one scene's frames (internal helper); `nil`: no target.
struct FrameTargets {
  /// The most a build (tick + layout + display list) may take, in ms.
  var buildMilliseconds: Double?
  /// The most a whole frame (build + present) may take, in ms.
  var frameMilliseconds: Double?
  /// Whether the build must make no heap allocation when only animated values change.
  var noAllocations = false
  /// The process CPU time a presented frame must stay under, in ms.
  var cpuMilliseconds: Double?
}
