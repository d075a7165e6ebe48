/// One track's keyframes resolved into timed segments: each knows when it starts, how long it
/// lasts, where it starts and how it moves, so the value at any time is a direct formula.
package struct KeyframeCurve<Value: Animatable> {
  package typealias Data = Value.AnimatableData

  /// How a resolved segment moves from its start value.
  enum Shape {
    /// from + delta·curve(u/d).
    case linear(UnitCurve, delta: Data)
    /// from + the spring's position toward delta after u seconds, released at `velocity`.
    case spring(Spring, delta: Data, velocity: Data)
    /// The Hermite curve from `from` to the target with end velocities m0 and m1 (units/s).
    case cubic(delta: Data, m0: Data, m1: Data)
    /// The target at once.
    case move
  }

  struct Segment {
    /// When the segment starts, in seconds from the track's start.
    var start: Double
    /// How long it lasts, in seconds.
    var duration: Double
    var from: Data
    /// The value it ends at (a spring cut short ends where it is).
    var end: Data
    /// The keyframe's value, which carries the parts of `Value` that do not animate.
    var target: Value
    var shape: Shape
  }

  let initialValue: Value
  let segments: [Segment]

  /// The time (s) the last segment ends.
  package var duration: Double { segments.last.map { $0.start + $0.duration } ?? 0 }

  /// Resolves `keyframes` played from `initialValue`.
  package init(initialValue: Value, keyframes: [_Keyframe<Value>]) {
    self.initialValue = initialValue
    var durations: [Double] = []
    var targets: [Data] = []
    for keyframe in keyframes {
      durations.append(Self.duration(of: keyframe))
      targets.append(keyframe.target.animatableData)
    }
    var segments: [Segment] = []
    var from = initialValue.animatableData
    var velocity = Data.zero
    var time = 0.0
    for (index, keyframe) in keyframes.enumerated() {
      let duration = durations[index]
      let to = targets[index]
      var end = to
      let shape: Shape
      switch keyframe.kind {
      case .move:
        shape = .move
        velocity = .zero
      case .linear(let curve):
        shape = .linear(curve, delta: to - from)
        velocity = duration > 0 ? (to - from).scaled(by: curve.velocity(at: 1) / duration) : .zero
      case .spring(let spring, let startVelocity):
        let v0 = startVelocity ?? velocity
        shape = .spring(spring, delta: to - from, velocity: v0)
        end = from + spring.value(target: to - from, initialVelocity: v0, time: duration)
        velocity = spring.velocity(target: to - from, initialVelocity: v0, time: duration)
      case .cubic(let startVelocity, let endVelocity):
        let m0 = startVelocity ?? velocity
        let m1 =
          endVelocity
          ?? Self.automaticEndVelocity(
            after: index, keyframes: keyframes, from: from, durations: durations,
            targets: targets)
        shape = .cubic(delta: to - from, m0: m0, m1: m1)
        velocity = m1
      }
      segments.append(
        Segment(
          start: time, duration: duration, from: from, end: end, target: keyframe.target,
          shape: shape))
      from = end
      time += duration
    }
    self.segments = segments
  }

  /// A keyframe's duration in seconds: a spring's settling duration when it gives none, 0 for a
  /// move, never negative.
  private static func duration(of keyframe: _Keyframe<Value>) -> Double {
    if case .move = keyframe.kind { return 0 }
    if let duration = keyframe.duration { return max(duration, 0) }
    if case .spring(let spring, _) = keyframe.kind { return spring.settlingDuration }
    return 0
  }

  /// The end velocity a cubic segment `index` (from `from`) gets when it names none: 0 at the
  /// track's end; the Catmull-Rom tangent (next target − from) / (both durations) before a
  /// cubic or spring keyframe without a start velocity; else the next segment's start velocity.
  private static func automaticEndVelocity(
    after index: Int, keyframes: [_Keyframe<Value>], from: Data, durations: [Double],
    targets: [Data]
  ) -> Data {
    let next = index + 1
    guard next < keyframes.count else { return .zero }
    let span = durations[index] + durations[next]
    let catmullRom = span > 0 ? (targets[next] - from).scaled(by: 1 / span) : Data.zero
    switch keyframes[next].kind {
    case .move:
      return .zero
    case .linear(let curve):
      let duration = durations[next]
      guard duration > 0 else { return .zero }
      return (targets[next] - targets[index]).scaled(by: curve.velocity(at: 0) / duration)
    case .spring(_, let startVelocity):
      return startVelocity ?? catmullRom
    case .cubic(let startVelocity, _):
      return startVelocity ?? catmullRom
    }
  }

  /// The value at `time` seconds from the track's start: the initial value before it, the
  /// last segment's end after it.
  package func value(at time: Double) -> Value {
    guard time > 0 || segments.first.map({ $0.duration == 0 && time >= 0 }) == true else {
      return initialValue
    }
    for segment in segments where time < segment.start + segment.duration {
      return make(Self.data(of: segment, at: time - segment.start), like: segment.target)
    }
    guard let last = segments.last else { return initialValue }
    return make(last.end, like: last.target)
  }

  private func make(_ data: Data, like target: Value) -> Value {
    var value = target
    value.animatableData = data
    return value
  }

  /// The segment's value `elapsed` seconds into it (0 ≤ elapsed < duration).
  static func data(of segment: Segment, at elapsed: Double) -> Data {
    let duration = segment.duration
    switch segment.shape {
    case .move:
      return segment.end
    case .linear(let curve, let delta):
      return segment.from + delta.scaled(by: curve.value(at: elapsed / duration))
    case .spring(let spring, let delta, let velocity):
      return segment.from + spring.value(target: delta, initialVelocity: velocity, time: elapsed)
    case .cubic(let delta, let m0, let m1):
      // Hermite basis with s = elapsed/d: h10 = s³ − 2s² + s, h01 = 3s² − 2s³, h11 = s³ − s²;
      // value = from + h01·Δ + h10·d·m0 + h11·d·m1.
      let s = elapsed / duration
      let (s2, s3) = (s * s, s * s * s)
      let h10 = s3 - 2 * s2 + s
      let h01 = 3 * s2 - 2 * s3
      let h11 = s3 - s2
      return segment.from + delta.scaled(by: h01) + m0.scaled(by: h10 * duration)
        + m1.scaled(by: h11 * duration)
    }
  }
}
