import Tempo
import TempoTestSupport
import Testing

@Suite("repeatCount(_:autoreverses:) and repeatForever(autoreverses:)", .timeLimit(.minutes(1)))
struct RepeatAnimationTests {
  static let frames = frameTimes(through: 8)

  /// Samples until the first nil; returns the offsets before it and the time of the nil.
  static func play(_ animation: Animation, value: Double = 10) -> (offsets: [Double], end: Double?)
  {
    var driver = AnimationDriver(animation, value: value)
    var offsets: [Double] = []
    for time in frames {
      guard let offset = driver.sample(at: time) else { return (offsets, time) }
      offsets.append(offset)
    }
    return (offsets, nil)
  }

  @Test("repeatCount(2, autoreverses: true) goes forward, back, then finishes at the target")
  func forwardBackFinish() {
    let (offsets, end) = Self.play(.linear(duration: 1).repeatCount(2, autoreverses: true))
    #expect(end != nil)
    let peak = offsets.firstIndex(of: offsets.max()!)!
    #expect(offsets[peak] == 10)
    #expect(zip(offsets[..<peak], offsets[1...peak]).allSatisfy { $0 <= $1 }, "forward first")
    #expect(zip(offsets[peak...], offsets[(peak + 1)...]).allSatisfy { $0 >= $1 }, "then back")
    #expect(offsets.last == 0, "the reverse play ends at the start")
    // Two plays of 1 s, the second starting on the frame after the first ended (61/60 s → 62/60 s).
    #expect(isClose(end ?? 0, 124.0 / 60, within: 1.5 / 60), "ends at \(end ?? .nan)")
  }

  @Test("a reversed play returns Δ − base")
  func reversedPlay() {
    var driver = AnimationDriver(.easeIn(duration: 1).repeatCount(2), value: 10.0)
    let exact = ExactBezier(0.42, 0, 1, 1)
    var reverseStart: Double?
    for time in Self.frames {
      guard let offset = driver.sample(at: time) else { break }
      if reverseStart == nil, time > 1, offset < 10 { reverseStart = time - 1.0 / 60 }
      if let start = reverseStart, time - start <= 1 {
        let expected = 10 - 10 * exact.value(at: time - start)
        #expect(isClose(offset, expected, within: 1e-8), "at \(time)")
      }
    }
    // The reverse play begins on the frame after the forward play returned nil (t > 1).
    #expect(isClose(reverseStart ?? 0, 62.0 / 60, within: 1e-9))
  }

  @Test("without autoreverse every play runs forward")
  func noAutoreverse() {
    let (offsets, end) = Self.play(.linear(duration: 1).repeatCount(3, autoreverses: false))
    let restarts = zip(offsets, offsets.dropFirst()).filter { $1 < $0 }.count
    #expect(restarts == 2)
    #expect(offsets.max() == 10)
    #expect(offsets.min() == 0)
    #expect(isClose(end ?? 0, 3, within: 0.1))
  }

  @Test("a count of 1 or less plays once", arguments: [1, 0, -3])
  func playsOnce(count: Int) {
    let (offsets, end) = Self.play(.linear(duration: 1).repeatCount(count))
    #expect(offsets.last == 10)
    #expect(end == 61.0 / 60)
  }

  @Test("repeatForever never returns nil and keeps alternating")
  func forever() {
    var driver = AnimationDriver(.easeInOut(duration: 0.5).repeatForever(), value: 1.0)
    let offsets = driver.run(frameTimes(through: 60))
    #expect(!offsets.contains(where: { $0 == nil }))
    let values = offsets.compactMap { $0 }
    let steps = zip(values, values.dropFirst()).map { $1 - $0 }.filter { $0 != 0 }
    let turns = zip(steps, steps.dropFirst()).filter { ($0 > 0) != ($1 > 0) }.count
    #expect(turns > 100, "\(turns) direction changes in 60 s")
    #expect(values.min()! >= 0 && values.max()! <= 1)
  }

  @Test("repeatForever without autoreverse restarts from the start each time")
  func foreverForward() {
    var driver = AnimationDriver(
      .linear(duration: 0.5).repeatForever(autoreverses: false), value: 1.0)
    let values = driver.run(frameTimes(through: 10)).compactMap { $0 }
    #expect(values.count == 601)
    let drops = zip(values, values.dropFirst()).filter { $1 < $0 }
    #expect(drops.count >= 18)
    #expect(drops.allSatisfy { $0.0 == 1 && $0.1 == 0 })
  }

  @Test(".delay(x).repeatCount(k) delays every play; .repeatCount(k).delay(x) only the first")
  func delayOrder() {
    let base = Animation.linear(duration: 1)
    var delayedPlays = AnimationDriver(
      base.delay(0.5).repeatCount(2, autoreverses: false), value: 1.0)
    var delayedOnce = AnimationDriver(
      base.repeatCount(2, autoreverses: false).delay(0.5), value: 1.0)
    let a = delayedPlays.run(Self.frames)
    let b = delayedOnce.run(Self.frames)
    let zerosInA = a.compactMap { $0 }.filter { $0 == 0 }.count
    let zerosInB = b.compactMap { $0 }.filter { $0 == 0 }.count
    // Each 0.5 s hold shows about 30 frames at 0.
    #expect(zerosInA >= 60 && zerosInA <= 64, "\(zerosInA) zero frames")
    #expect(zerosInB >= 30 && zerosInB <= 34, "\(zerosInB) zero frames")
    let endA = a.firstIndex(where: { $0 == nil }).map { Self.frames[$0] }
    let endB = b.firstIndex(where: { $0 == nil }).map { Self.frames[$0] }
    #expect(isClose(endA ?? 0, 3, within: 0.1))
    #expect(isClose(endB ?? 0, 2.5, within: 0.1))
  }

  @Test("it is logically complete when the last play finishes")
  func logicalCompletion() {
    var driver = AnimationDriver(.linear(duration: 1).repeatCount(2), value: 1.0)
    let completion = driver.logicalCompletionTime(Self.frames)
    #expect(isClose(completion ?? 0, 124.0 / 60, within: 1.5 / 60))
  }

  @Test("different repeat counts never merge")
  func merging() {
    var context = AnimationContext<Double>()
    #expect(
      !Animation.smooth.repeatCount(2).shouldMerge(
        previous: .smooth.repeatCount(3), value: 1.0, time: 0.1, context: &context))
    #expect(
      !Animation.smooth.repeatForever().shouldMerge(
        previous: .smooth.repeatForever(autoreverses: false), value: 1.0, time: 0.1,
        context: &context))
  }
}
