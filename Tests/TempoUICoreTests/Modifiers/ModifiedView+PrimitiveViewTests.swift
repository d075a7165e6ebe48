import TempoScene
@testable import TempoUICore
import Testing
import Tempo

/// What the built-in modifiers do to nodes, taps, transactions and the view's life cycle.
@MainActor
@Suite("Modifier effects")
struct ModifiedViewPrimitiveViewTests {
  func square(_ modify: (AnyView) -> some View) -> DisplayList {
    HostedView(modify(AnyView(Color.red.frame(width: 100, height: 50)))).frame()
  }

  @Test("opacity, scaleEffect, offset and rotationEffect reach the drawn square")
  func nodeEffects() {
    #expect(square { $0.opacity(0.25) }.fills(.red).first?.opacity == 0.25)
    // Scaled 2× about its centre (240, 160): 200 × 100 from (140, 110).
    #expect(square { $0.scaleEffect(2) }.fills(.red).map(\.rect) == [rect(140, 110, 200, 100)])
    #expect(
      square { $0.offset(x: 10, y: -5) }.fills(.red).map(\.rect) == [rect(200, 130, 100, 50)])
    // Turned 90° about its centre: 50 × 100 from (215, 110).
    let turned = square { $0.rotationEffect(.degrees(90)) }.fills(.red).first?.rect
    #expect(turned?.isClose(to: rect(215, 110, 50, 100), within: 1e-9) == true)
  }

  /// Two stacked squares: taps on the top one and on the one below count separately.
  struct Layers<Top: View>: View {
    let probe: Probe
    let top: (AnyView) -> Top
    var body: some View {
      ZStack {
        Color.blue.frame(width: 100, height: 100).onTapGesture { probe.log.append("below") }
        top(
          AnyView(Color.red.frame(width: 50, height: 50).onTapGesture { probe.log.append("top") }))
      }
    }
  }

  @Test("a tap on the top square runs its action only")
  func tapHitsTop() {
    let probe = Probe()
    let hosted = HostedView(Layers(probe: probe) { $0 })
    hosted.frame()
    hosted.click(240, 160)
    #expect(probe.log == ["top"])
  }

  @Test("disabled(true) keeps the top square's onTapGesture from running")
  func disabledBlocksTap() {
    let probe = Probe()
    let hosted = HostedView(Layers(probe: probe) { $0.disabled(true) })
    hosted.frame()
    hosted.click(240, 160)
    #expect(!probe.log.contains("top"))
  }

  @Test("zIndex(1) on the first square of a ZStack draws it above the second and gives it the tap")
  func zIndexOrdersDrawingAndTaps() {
    let probe = Probe()
    let hosted = HostedView(
      ZStack {
        Color.blue.frame(width: 100, height: 100).onTapGesture { probe.log.append("raised") }
          .zIndex(1)
        Color.red.frame(width: 50, height: 50).onTapGesture { probe.log.append("second") }
      })
    let colors = hosted.frame().drawn.map(\.color)
    #expect(colors == [.red, .blue])
    hosted.click(240, 160)
    #expect(probe.log == ["raised"])
  }

  /// A large red square raised by zIndex over a small blue one that removes it when tapped.
  struct RaisedLeaving: View {
    @State private var showsRed = true
    var body: some View {
      ZStack {
        if showsRed {
          Color.red.frame(width: 100, height: 100).zIndex(1).allowsHitTesting(false)
        }
        Color.blue.frame(width: 50, height: 50).onTapGesture {
          withAnimation(.linear(duration: 1)) { showsRed = false }
        }
      }
    }
  }

  @Test(
    "a raised view fading out (linear 1 s) stays above its sibling: at 0.5 s red is drawn last at opacity 0.5"
  )
  func zIndexHoldsDuringRemoval() {
    let hosted = HostedView(RaisedLeaving())
    hosted.frame(0)
    hosted.click(240, 160)
    let drawn = hosted.run(to: 30).drawn
    #expect(drawn.map(\.color) == [.blue, .red])
    #expect(abs((drawn.last?.opacity ?? 0) - 0.5) < 1e-9)
  }

  @Test("allowsHitTesting(false) lets the tap through to the square below")
  func hitTestingOff() {
    let probe = Probe()
    let hosted = HostedView(Layers(probe: probe) { $0.allowsHitTesting(false) })
    hosted.frame()
    hosted.click(240, 160)
    #expect(probe.log == ["below"])
  }

  struct Lifecycle: View {
    let probe: Probe
    @State var shown = true
    @State var other = 0
    var body: some View {
      VStack {
        if shown {
          Text("item")
            .onAppear { probe.log.append("appear") }
            .onDisappear { probe.log.append("disappear") }
        }
        Text("other \(other)").onTapGesture { other += 1 }
        Text("hide").onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
      }
    }
  }

  @Test("onAppear runs once before the first frame; onDisappear once when the view is removed")
  func appearAndDisappear() {
    let probe = Probe()
    let hosted = HostedView(Lifecycle(probe: probe))
    #expect(probe.log == ["appear"])
    hosted.frame()
    hosted.click(text: "other 0")
    hosted.frame(1)
    #expect(probe.log == ["appear"])
    hosted.click(text: "hide")
    hosted.run(to: 120)
    #expect(probe.log == ["appear", "disappear"])
  }

  /// A bar whose width follows `wide` and opacity `faded`, animated only when `wide` changes.
  struct ValueAnimated: View {
    var animation: Animation? = .linear(duration: 1)
    @State var wide = false
    @State var faded = false
    var body: some View {
      VStack {
        Color.red.frame(width: wide ? 200 : 100, height: 10).opacity(faded ? 0.5 : 1)
          .animation(animation, value: wide)
        Text("wide").onTapGesture { wide.toggle() }
        Text("fade").onTapGesture { faded.toggle() }
        Text("both").onTapGesture {
          wide.toggle()
          faded.toggle()
        }
        Text("explicit").onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
      }
    }
  }

  func bar(_ view: ValueAnimated, tap: String, frames: Int = 30) -> Drawn? {
    let hosted = HostedView(view)
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: tap)
    hosted.frame()
    return hosted.frame(60 + frames).fills(.red).first
  }

  @Test(".animation(linear 1 s, value: wide): changing wide animates the width (150 at 0.5 s)")
  func animatesWhenValueChanges() {
    #expect(bar(ValueAnimated(), tap: "wide")?.rect.width == 150)
  }

  @Test(".animation(_:value: wide): changing only the opacity jumps (0.5 at once)")
  func otherChangesJump() {
    #expect(bar(ValueAnimated(), tap: "fade", frames: 1)?.opacity == 0.5)
  }

  @Test(".animation(_:value:) with its value changed animates every change below: opacity 0.75")
  func animatesEveryChangeBelow() {
    let red = bar(ValueAnimated(), tap: "both")
    #expect(red?.rect.width == 150)
    #expect(abs((red?.opacity ?? 0) - 0.75) < 1e-9)
  }

  @Test(".animation(nil, value:) takes withAnimation's animation away: the width jumps")
  func nilDisables() {
    let width = bar(ValueAnimated(animation: nil), tap: "explicit", frames: 1)?.rect.width
    #expect(abs(Double(width ?? 0) - 200) < 1e-9)
  }

  struct Transacted: View {
    @State var faded = false
    var body: some View {
      VStack {
        Color.red.frame(width: 50, height: 50).opacity(faded ? 0 : 1)
          .transaction { $0.animation = .linear(duration: 1) }
        Text("fade").onTapGesture { faded.toggle() }
      }
    }
  }

  @Test(".transaction { $0.animation = linear 1 s } animates a plain change below it")
  func transactionModifier() {
    let hosted = HostedView(Transacted())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "fade")
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? 0) - 0.5) < 1e-9)
  }

  /// A square that fades itself when tapped, with no animation of its own.
  struct SelfFading: View {
    @State private var faded = false
    var body: some View {
      Color.red.frame(width: 50, height: 50).opacity(faded ? 0 : 1).onTapGesture {
        faded.toggle()
      }
    }
  }

  @Test(
    ".transaction { linear 1 s } above a view animates that view's own state change: 0.5 at 0.5 s")
  func transactionModifierReachesDescendantState() {
    let hosted = HostedView(
      VStack { SelfFading() }.transaction { $0.animation = .linear(duration: 1) })
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(240, 160)
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? 0) - 0.5) < 1e-9)
  }

  @Test("views present at the first frame appear at once, even under .transaction { linear 1 s }")
  func firstFrameDoesNotTransition() {
    let hosted = HostedView(
      VStack { SelfFading() }.transaction { $0.animation = .linear(duration: 1) })
    #expect(hosted.frame().fills(.red).first?.opacity == 1)
  }

  struct Resized: View {
    @State var width = 10.0
    @State var inset = 0.0
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: width, height: 10).padding(inset).background(Color.blue)
        Text("resize").onTapGesture { width = 40 }
        Text("pad").onTapGesture { inset = 5 }
      }
    }
  }

  @Test("a frame whose width changes from 10 to 40 is laid out again: the red square is 40 wide")
  func frameChangeRelays() {
    let hosted = HostedView(Resized())
    #expect(hosted.frame().fills(.red).first?.rect.width == 10)
    hosted.click(text: "resize")
    #expect(hosted.frame(1).fills(.red).first?.rect.width == 40)
    #expect(hosted.relaidOut(Resized.self) == [true])
  }

  @Test("a padding that grows from 0 to 5 is laid out again: the blue behind it is 20 × 20")
  func paddingChangeRelays() {
    let hosted = HostedView(Resized())
    #expect(hosted.frame().fills(.blue).first?.rect.size == CGSize(width: 10, height: 10))
    hosted.click(text: "pad")
    #expect(hosted.frame(1).fills(.blue).first?.rect.size == CGSize(width: 20, height: 20))
    #expect(hosted.relaidOut(Resized.self) == [true])
  }
}

/// Environment modifiers on a `Group` apply to each of its views, laid out by the stack around.
@MainActor
@Suite("Modifiers on a Group")
struct GroupModifierLayoutTests {
  @Test(
    "Group { red; blue }.foregroundColor(_:) in a VStack(spacing: 0): the two 10-point bars touch")
  func environmentModifierLeavesLayoutToStack() {
    let list = HostedView(
      VStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
        .foregroundColor(.green)
        .animation(.default, value: 1)
      }
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(235, 150, 10, 10)])
    #expect(list.fills(.blue).map(\.rect) == [rect(235, 160, 10, 10)])
  }
}
