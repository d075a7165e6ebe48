import Tempo
import TempoTestSupport
import Testing

/// The engine's value types crossing threads: animations (Sendable), their contexts and state
/// copied from one parent and driven on many tasks at once. Run under ThreadSanitizer by
/// `make test`: copies must never share mutable storage.
@Suite("Concurrency", .timeLimit(.minutes(1)))
struct ConcurrencyTests {
  static let animations: [Animation] = [
    .spring(duration: 0.4, bounce: 0.3), .easeInOut(duration: 0.5),
    .interpolatingSpring(duration: 0.3, bounce: 0.2), .linear(duration: 0.3).repeatCount(3),
    .bouncy.delay(0.1).speed(2), .smooth(duration: 0.6).logicallyComplete(after: 0.2),
  ]

  /// Drives `animation` across 100 units at 60 Hz for a second, after `warmUp` frames on a
  /// first context whose state is then copied; the offsets.
  static func drive(_ animation: Animation, warmUp: Int) -> [Double] {
    var parent = AnimationDriver(animation, value: 100.0)
    _ = parent.run((0..<warmUp).map { Double($0) / 60 })
    var driver = AnimationDriver(animation, value: 100.0, context: parent.context)
    _ = parent.sample(at: 2)  // the parent moves on: its copy must not see it
    return frameTimes(through: 1).map { driver.sample(at: Double(warmUp) / 60 + $0) ?? .nan }
  }

  @Test("one animation driven on eight tasks at once matches a serial run")
  func sharedAnimationOnManyTasks() async {
    for animation in Self.animations {
      let expected = Self.drive(animation, warmUp: 6)
      let results = await withTaskGroup(of: [Double].self) { group in
        for _ in 0..<8 { group.addTask { Self.drive(animation, warmUp: 6) } }
        var all: [[Double]] = []
        for await result in group { all.append(result) }
        return all
      }
      for result in results {
        #expect(zip(result, expected).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
      }
    }
  }

  @Test("springs evaluated on eight tasks at once agree with the closed form")
  func springsOnManyTasks() async {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let values = await withTaskGroup(of: Double.self) { group in
      for task in 0..<8 {
        group.addTask { spring.value(target: 1.0, time: Double(task) / 10) }
      }
      return await group.reduce(0, +)
    }
    let serial = (0..<8).map { spring.value(target: 1.0, time: Double($0) / 10) }.reduce(0, +)
    #expect(abs(values - serial) < 1e-12)
  }
}
