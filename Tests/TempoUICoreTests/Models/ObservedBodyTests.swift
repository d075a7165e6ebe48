import Observation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@Observable` models (SwiftUI's Observation): a view whose body reads a property updates when
/// it changes, before the next frame and in the transaction of the change; views that did not
/// read it (or no longer read it) are not evaluated again.
@MainActor
@Suite("ObservedBody", .timeLimit(.minutes(1)))
struct ObservedBodyTests {
  @Observable final class Counts {
    var a = 0
    var b = 0
    var readsA = true
    var faded = false
  }

  struct ReadsA: View {
    let model: Counts
    let probe: Probe
    var body: some View {
      let _ = probe.count += 1
      Text("a \(model.a)")
    }
  }

  struct ReadsB: View {
    let model: Counts
    let probe: Probe
    var body: some View {
      let _ = probe.count += 1
      Text("b \(model.b)")
    }
  }

  struct Both: View {
    let model: Counts
    let probes: [Probe]
    var body: some View {
      let _ = probes[0].count += 1
      VStack {
        ReadsA(model: model, probe: probes[1])
        ReadsB(model: model, probe: probes[2])
      }
    }
  }

  @Test("changing a property re-evaluates only the view that read it (parent and sibling: 0 runs)")
  func onlyReadingViewUpdates() {
    let model = Counts()
    let probes = [Probe(), Probe(), Probe()]
    let hosted = HostedView(Both(model: model, probes: probes))
    hosted.frame()
    #expect(probes.map(\.count) == [1, 1, 1])
    model.a = 1
    let list = hosted.frame(1)
    #expect(list.texts("a 1").count == 1)
    #expect(probes.map(\.count) == [1, 2, 1])
  }

  @Test("two changes of one property before a frame re-evaluate the reader once")
  func twoChangesOneUpdate() {
    let model = Counts()
    let probes = [Probe(), Probe(), Probe()]
    let hosted = HostedView(Both(model: model, probes: probes))
    hosted.frame()
    model.a = 1
    model.a = 2
    let list = hosted.frame(1)
    #expect(list.texts("a 2").count == 1)
    #expect(probes[1].count == 2)
  }

  struct Switching: View {
    let model: Counts
    let probe: Probe
    var body: some View {
      let _ = probe.count += 1
      Text(model.readsA ? "shows a \(model.a)" : "shows b \(model.b)")
    }
  }

  @Test("a property the latest body no longer reads does not re-evaluate the view")
  func staleReadIsDropped() {
    let model = Counts()
    let probe = Probe()
    let hosted = HostedView(Switching(model: model, probe: probe))
    hosted.frame()
    model.readsA = false
    #expect(hosted.frame(1).texts("shows b 0").count == 1)
    #expect(probe.count == 2)
    model.a = 5
    hosted.frame(2)
    #expect(probe.count == 2)
    model.b = 7
    #expect(hosted.frame(3).texts("shows b 7").count == 1)
    #expect(probe.count == 3)
  }

  struct Fader: View {
    let model: Counts
    var body: some View {
      Color.red.frame(width: 50, height: 50).opacity(model.faded ? 0 : 1)
    }
  }

  @Test("a change inside withAnimation(.linear 1 s) animates: opacity 0.5 after 0.5 s, 0 at 1 s")
  func changeInsideWithAnimationAnimates() {
    let model = Counts()
    let hosted = HostedView(Fader(model: model))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    withAnimation(.linear(duration: 1)) { model.faded = true }
    #expect(abs((hosted.frame().fills(.red).first?.opacity ?? -1) - 1) < 1e-9)
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? -1) - 0.5) < 1e-9)
    // Opacity 0 draws nothing.
    #expect((hosted.frame(120).fills(.red).first?.opacity ?? 0) < 1e-9)
  }

  @Test("a change outside any transaction applies at the next frame without animation")
  func plainChangeIsImmediate() {
    let model = Counts()
    let hosted = HostedView(Fader(model: model))
    hosted.frame()
    model.faded = true
    // Opacity 0 draws nothing.
    #expect((hosted.frame(1).fills(.red).first?.opacity ?? 0) < 1e-9)
  }

  struct Owner: View {
    @State var model = Counts()
    @State var unrelated = 0
    var body: some View {
      VStack {
        Text("model \(model.a)").onTapGesture { model.a += 1 }
        Text("unrelated \(unrelated)").onTapGesture { unrelated += 1 }
      }
    }
  }

  @Test("@State holding an @Observable keeps its object across updates; a tap's change shows")
  func stateHoldsObservable() {
    let hosted = HostedView(Owner())
    hosted.frame()
    hosted.click(text: "model 0")
    #expect(hosted.frame(1).texts("model 1").count == 1)
    hosted.click(text: "unrelated 0")
    hosted.frame(2)
    hosted.click(text: "model 1")
    let list = hosted.frame(3)
    #expect(list.texts("model 2").count == 1)
    #expect(list.texts("unrelated 1").count == 1)
  }

  @Test("a change made on another thread updates the reading view once it reaches the main actor")
  func changeOnAnotherThread() async {
    let model = Counts()
    let probes = [Probe(), Probe(), Probe()]
    let hosted = HostedView(Both(model: model, probes: probes))
    hosted.frame()
    nonisolated(unsafe) let shared = model
    await Task.detached { shared.a = 3 }.value
    // The notice hops to the main actor as a task of its own.
    for _ in 0..<3 { await Task.yield() }
    #expect(hosted.frame(1).texts("a 3").count == 1)
    #expect(probes.map(\.count) == [1, 2, 1])
  }

  struct Rows: View {
    let model: Counts
    var body: some View {
      VStack {
        ForEach(0..<2) { index in Text("row \(index) \(model.b)") }
      }
    }
  }

  @Test("a property read only in ForEach's content closure updates the rows at the next frame")
  func contentClosureReadIsTracked() {
    let model = Counts()
    let hosted = HostedView(Rows(model: model))
    hosted.frame()
    model.b = 1
    let list = hosted.frame(1)
    #expect(list.texts("row 0 1").count == 1)
    #expect(list.texts("row 1 1").count == 1)
  }
}
