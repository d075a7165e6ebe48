import TempoScene
import TempoUICore
import Testing

/// `.task` starts a main-actor task when its view appears and cancels it when the view goes;
/// `.task(id:)` restarts it when the id changes.
@MainActor
@Suite("task", .timeLimit(.minutes(1)))
struct TaskViewTests {
  /// Lets main-actor tasks run until `done` holds (at most 1000 turns).
  func settle(until done: () -> Bool) async {
    for _ in 0..<1000 where !done() { await Task.yield() }
  }

  @Test("The task starts once the view appears; removing the view cancels it")
  func startsOnAppearCancelsOnRemoval() async {
    let probe = Probe()
    let model = TaskModel()
    let hosted = HostedView(Waiter(model: model, probe: probe))
    #expect(probe.log.isEmpty)
    hosted.frame()
    await settle { probe.log == ["start 0"] }
    #expect(probe.log == ["start 0"])
    model.isShown = false
    hosted.frame()
    await settle { probe.log.count == 2 }
    #expect(probe.log == ["start 0", "cancelled 0"])
  }

  @Test("A new id cancels the running task and starts one for the new id")
  func newIDRestarts() async {
    let probe = Probe()
    let model = TaskModel()
    let hosted = HostedView(Waiter(model: model, probe: probe))
    hosted.frame()
    await settle { probe.log.count == 1 }
    model.id = 1
    hosted.frame()
    await settle { probe.log.count == 3 }
    #expect(Set(probe.log) == ["start 0", "cancelled 0", "start 1"])
  }

  @Test("An update with the same id leaves the running task alone")
  func sameIDKeepsTask() async {
    let probe = Probe()
    let model = TaskModel()
    let hosted = HostedView(Waiter(model: model, probe: probe))
    hosted.frame()
    await settle { probe.log.count == 1 }
    model.label = "changed"
    hosted.frame()
    await settle { probe.log.count > 1 }
    #expect(probe.log == ["start 0"])
  }

  @Test("A task that ends on its own runs to its end")
  func runsToCompletion() async {
    let probe = Probe()
    let hosted = HostedView(Text("x").task { probe.log.append("ran") })
    hosted.frame()
    await settle { !probe.log.isEmpty }
    #expect(probe.log == ["ran"])
  }
}

/// What a test changes in ``Waiter``.
@Observable @MainActor
private final class TaskModel {
  var isShown = true
  var id = 0
  var label = "text"
}

/// A text with a task for the model's id that waits until cancelled, logging both.
private struct Waiter: View {
  let model: TaskModel
  let probe: Probe

  var body: some View {
    if model.isShown {
      Text(model.label).task(id: model.id) { [id = model.id] in
        probe.log.append("start \(id)")
        do {
          try await Task.sleep(for: .seconds(3600))
        } catch {
          probe.log.append("cancelled \(id)")
        }
      }
    }
  }
}
