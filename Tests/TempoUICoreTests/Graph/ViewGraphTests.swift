import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// The view graph: the root is centred in the scene; state changes made in one frame are
/// applied once before the next frame, each in its own transaction, property by property.
@MainActor
@Suite("View graph", .timeLimit(.minutes(1)))
struct ViewGraphTests {
  /// A bar whose width (100 or 200) and opacity (1 or 0.5) follow two flags.
  struct Bar: View {
    let probe: Probe
    @State var wide = false
    @State var faded = false

    var body: some View {
      let _ = probe.count += 1
      VStack {
        Color.red.frame(width: wide ? 200 : 100, height: 10).opacity(faded ? 0.5 : 1)
        Text("wide").onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        Text("fade").onTapGesture { faded.toggle() }
        Text("both").onTapGesture {
          withAnimation(.linear(duration: 1)) { wide.toggle() }
          faded.toggle()
        }
        Text("thrice").onTapGesture {
          faded.toggle()
          faded.toggle()
          wide.toggle()
        }
      }
    }
  }

  @Test("the root view is centred in the scene, and again after the scene is resized")
  func rootCentred() {
    let hosted = HostedView(Color.red.frame(width: 100, height: 40))
    #expect(hosted.frame().fills(.red).map(\.rect) == [rect(190, 140, 100, 40)])
    hosted.timeline.scene.size = CGSize(width: 200, height: 100)
    #expect(hosted.frame().fills(.red).map(\.rect) == [rect(50, 30, 100, 40)])
  }

  @Test("three state changes in one frame re-evaluate the body once, before the next frame")
  func changesCoalesce() {
    let probe = Probe()
    let hosted = HostedView(Bar(probe: probe))
    hosted.frame()
    let before = probe.count
    hosted.click(text: "thrice")
    let list = hosted.frame(1)
    #expect(probe.count == before + 1)
    // Toggled twice, the opacity is back to 1; the width changed at once.
    #expect(list.fills(.red).first?.rect.width == 200)
    #expect(list.fills(.red).first?.opacity == 1)
  }

  @Test("a change without animation jumps: the next frame shows opacity 0.5")
  func noAnimationJumps() {
    let hosted = HostedView(Bar(probe: Probe()))
    hosted.frame()
    hosted.click(text: "fade")
    #expect(hosted.frame(1).fills(.red).first?.opacity == 0.5)
  }

  @Test("an animated and a plain change in one frame: the width animates, the opacity jumps")
  func eachChangeKeepsItsAnimation() {
    let hosted = HostedView(Bar(probe: Probe()))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "both")
    for k in [0, 15, 30, 60] {
      let red = hosted.frame(60 + k).fills(.red).first
      let width = 100 + 100 * linear(Double(k) / 60, over: 1)
      #expect(abs(Double(red?.rect.width ?? 0) - width) < 1e-9, "frame +\(k)")
      #expect(red?.opacity == 0.5, "frame +\(k)")
    }
  }

  /// A square that grows with an animation whose completion counts into `probe`.
  struct Growing: View {
    let probe: Probe
    @State var big = false
    var body: some View {
      Color.red.frame(width: big ? 200 : 100, height: 100).onTapGesture {
        withAnimation(.linear(duration: 0.5)) {
          big = true
        } completion: {
          probe.count += 1
        }
      }
    }
  }

  @Test("withAnimation(completion:) around a state change fires once, when the 0.5 s ends")
  func completionFiresAtTheEnd() {
    let probe = Probe()
    let hosted = HostedView(Growing(probe: probe))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(240, 160)
    hosted.run(to: 89)
    #expect(probe.count == 0)
    hosted.frame(90)
    #expect(probe.count == 1)
    hosted.run(to: 120)
    #expect(probe.count == 1)
  }

  /// A view whose body writes its own state every time it is evaluated (a misuse).
  struct SelfWriting: View {
    @State var renders = 0
    var body: some View {
      let _ = (renders += 1)
      Text("renders \(renders)")
    }
  }

  @Test("a body writing its own @State warns once; each update applies the last one's write")
  func stateWriteInBodyWarns() {
    var shown: [Int] = []
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(SelfWriting())
      // Mounting is the first update (it shows 0); the update of frame k is the (k + 2)-th.
      for k in 0...3 where hosted.frame(k).texts("renders \(k + 1)").count == 1 { shown.append(k) }
    }
    #expect(
      warnings == [
        "TempoUI: Modifying state during view update, this will cause undefined behavior."
      ])
    #expect(shown == [0, 1, 2, 3])
  }
}
