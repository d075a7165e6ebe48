import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@StateObject`: the view's identity owns one object, made by the autoclosure when the view
/// first appears and kept across its parent's updates; its `@Published` changes update the view,
/// inside the transaction of the change.
@MainActor
@Suite("StateObject")
struct StateObjectTests {
  final class Tally: ObservableObject {
    @Published var count = 0
    @Published var faded = false

    init(made probe: MadeCount) {
      probe.count += 1
    }
  }

  /// Counts the objects made (not main-actor bound: an object's init runs where it is made).
  final class MadeCount {
    var count = 0
  }

  struct Child: View {
    @StateObject var tally: Tally
    init(probe: MadeCount) {
      _tally = StateObject(wrappedValue: Tally(made: probe))
    }
    var body: some View {
      Text("child \(tally.count)").onTapGesture { tally.count += 1 }
    }
  }

  struct Parent: View {
    let probe: MadeCount
    @State var taps = 0
    var body: some View {
      VStack {
        Text("parent \(taps)").onTapGesture { taps += 1 }
        Child(probe: probe)
      }
    }
  }

  @Test("the object is made once and keeps its value while the parent is re-evaluated")
  func survivesParentUpdates() {
    let made = MadeCount()
    let hosted = HostedView(Parent(probe: made))
    hosted.frame()
    hosted.click(text: "child 0")
    #expect(hosted.frame(1).texts("child 1").count == 1)
    hosted.click(text: "parent 0")
    hosted.frame(2)
    hosted.click(text: "parent 1")
    let list = hosted.frame(3)
    #expect(list.texts("parent 2").count == 1)
    #expect(list.texts("child 1").count == 1)
    #expect(made.count == 1)
  }

  struct Toggling: View {
    let probe: MadeCount
    @State var shown = true
    var body: some View {
      VStack {
        Text("toggle").onTapGesture { shown.toggle() }
        if shown { Child(probe: probe) }
      }
    }
  }

  @Test("a new identity (removed, then inserted again) makes a new object, starting at 0")
  func newIdentityNewObject() {
    let made = MadeCount()
    let hosted = HostedView(Toggling(probe: made))
    hosted.frame()
    hosted.click(text: "child 0")
    hosted.frame(1)
    hosted.click(text: "toggle")
    hosted.frame(2)
    hosted.click(text: "toggle")
    #expect(hosted.frame(3).texts("child 0").count == 1)
    #expect(made.count == 2)
  }

  struct Fader: View {
    @StateObject var tally = Tally(made: MadeCount())
    var body: some View {
      Color.red.frame(width: 50, height: 50).opacity(tally.faded ? 0 : 1)
        .onTapGesture { withAnimation(.linear(duration: 1)) { tally.faded = true } }
    }
  }

  @Test("a change inside withAnimation(.linear 1 s) animates: opacity 0.5 after 0.5 s, 0 at 1 s")
  func changeInsideWithAnimationAnimates() {
    let hosted = HostedView(Fader())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(240, 160)
    #expect(abs((hosted.frame().fills(.red).first?.opacity ?? -1) - 1) < 1e-9)
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? -1) - 0.5) < 1e-9)
    // Opacity 0 draws nothing.
    #expect((hosted.frame(120).fills(.red).first?.opacity ?? 0) < 1e-9)
  }

  struct Unhosted: View {
    @StateObject var tally = Tally(made: MadeCount())
    var body: some View { EmptyView() }
  }

  @Test("reading the object of a view never installed warns with SwiftUI's message")
  func uninstalledReadWarns() {
    let warnings = RuntimeWarning.capture { _ = Unhosted().tally.count }
    #expect(
      warnings == [
        "TempoUI: Accessing StateObject's object without being installed on a View. "
          + "This will create a new instance each time."
      ])
  }
}
