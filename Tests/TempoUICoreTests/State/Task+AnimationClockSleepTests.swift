import Foundation
import TempoUICore
import Testing

/// `Task.sleep` in views' tasks measures on the animation clock: the task resumes between
/// frames once the engine's time reaches the deadline, however fast frames are drawn; outside
/// views it sleeps in real time.
@MainActor
@Suite("Task.sleep on the animation clock")
struct TaskAnimationClockSleepTests {
  /// Lets main-actor tasks run until `done` holds (at most 1000 turns).
  func settle(until done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }

  /// A text that a `.task` changes after sleeping `seconds` (nanoseconds or a `Duration`).
  struct Sleeper: View {
    let seconds: Double
    let usesNanoseconds: Bool
    let probe: Probe
    @State var label = "waiting"

    var body: some View {
      Text(label).task {
        do {
          if usesNanoseconds {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
          } else {
            try await Task.sleep(for: .seconds(seconds))
          }
          label = "done"
          probe.log.append("woke")
        } catch {
          probe.log.append("cancelled")
        }
      }
    }
  }

  @Test(
    "Task.sleep(for: .seconds(0.5)) in a .task started at frame 0 resumes between frames 30 and 31 (t = 0.5 s), however quickly the frames come",
    .timeLimit(.minutes(1)),
    arguments: [false, true])
  func resumesOnTheAnimationClock(usesNanoseconds: Bool) async {
    let probe = Probe()
    let hosted = HostedView(Sleeper(seconds: 0.5, usesNanoseconds: usesNanoseconds, probe: probe))
    hosted.frame()
    // The task starts and sleeps; no amount of real waiting wakes it before frame 30.
    await settle { false }
    hosted.run(to: 29)
    await settle { false }
    #expect(probe.log.isEmpty)
    hosted.frame(30)
    await settle { !probe.log.isEmpty }
    #expect(probe.log == ["woke"])
    #expect(hosted.frame(31).texts("done").count == 1)
  }

  @Test(
    "cancelling a view's sleeping task (the view goes) ends its sleep with CancellationError at once",
    .timeLimit(.minutes(1)))
  func cancellationEndsTheSleep() async {
    let probe = Probe()
    let model = SleeperModel()
    let hosted = HostedView(ShownSleeper(model: model, probe: probe))
    hosted.frame()
    await settle { false }
    model.isShown = false
    hosted.frame()
    await settle { !probe.log.isEmpty }
    #expect(probe.log == ["cancelled"])
  }

  @Test(
    "outside views' tasks Task.sleep waits in real time (20 ms take at least 20 ms)",
    .timeLimit(.minutes(1)))
  func sleepsInRealTimeElsewhere() async throws {
    let hosted = HostedView(Text("idle"))
    hosted.frame()
    let start = ContinuousClock.now
    try await Task.sleep(for: .milliseconds(20))
    #expect(ContinuousClock.now - start >= .milliseconds(20))
  }
}

/// What the cancellation test changes.
@Observable @MainActor
private final class SleeperModel {
  var isShown = true
}

/// A ``TaskAnimationClockSleepTests/Sleeper`` of 10 s, shown while the model says so.
private struct ShownSleeper: View {
  let model: SleeperModel
  let probe: Probe

  var body: some View {
    if model.isShown {
      TaskAnimationClockSleepTests.Sleeper(seconds: 10, usesNanoseconds: false, probe: probe)
    }
  }
}
