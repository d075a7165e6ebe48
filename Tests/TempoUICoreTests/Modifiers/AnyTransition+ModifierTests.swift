import Tempo
import TempoScene
import TempoUICore
import Testing

/// `AnyTransition.modifier(active:identity:)`: an inserted view starts with the active
/// modifier's fade, scale and move and goes to identity's; a removed view goes the other way.
@MainActor
@Suite("Modifier transitions")
struct AnyTransitionModifierTests {
  struct FadeScale: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View {
      content.opacity(amount).scaleEffect(0.5 + amount / 2).offset(y: 40 * (1 - amount))
    }
  }

  struct Toggled: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        Color.blue.frame(width: 20, height: 20).onTapGesture {
          withAnimation(.linear(duration: 1)) { shown.toggle() }
        }
        if shown {
          Color.red.frame(width: 100, height: 100).offset(y: 100)
            .transition(.modifier(active: FadeScale(amount: 0), identity: FadeScale(amount: 1)))
        }
      }
    }
  }

  @Test("the sums of the active and identity modifiers give opacity 0, scale 0.5, a 40 pt move")
  func effectFromModifiers() {
    // Inserted half way (linear 1 s): opacity 0.5, scale 0.75, moved 20 pt down.
    let hosted = HostedView(Toggled())
    hosted.click(240, 160, atFrame: 60)
    let half = hosted.frame(90).fills(.red).first
    #expect(abs((half?.opacity ?? -1) - 0.5) < 1e-9)
    // 100 × 100 centred at (240, 260) scaled 0.75 → 75 × 75, then 20 pt lower.
    #expect(half?.rect.isClose(to: rect(202.5, 242.5, 75, 75), within: 1e-9) == true)
    let shown = hosted.frame(130).fills(.red).first
    #expect(shown?.rect.isClose(to: rect(190, 210, 100, 100), within: 1e-9) == true)
    // Removed: half way back to the active modifier's state.
    hosted.click(240, 160)
    hosted.frame()
    let leaving = hosted.frame(160).fills(.red).first
    #expect(abs((leaving?.opacity ?? -1) - 0.5) < 1e-9)
    #expect(hosted.frame(200).fills(.red).isEmpty)
  }
}

/// A modifier transition that turns the view about its top-leading corner (the classic pivot).
@MainActor
@Suite("Modifier transitions: turns")
struct AnyTransitionModifierRotationTests {
  struct CornerRotate: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View {
      content.rotationEffect(.degrees(amount), anchor: .topLeading).clipped()
    }
  }

  struct Pivot: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        Color.blue.frame(width: 20, height: 20).onTapGesture {
          withAnimation(.linear(duration: 1)) { shown = true }
        }
        if shown {
          Color.red.frame(width: 100, height: 40).offset(y: 100)
            .transition(
              .modifier(
                active: CornerRotate(amount: -90), identity: CornerRotate(amount: 0)))
        }
      }
    }
  }

  @Test("active −90° about the top-leading corner: half way in, the view is turned −45° about it")
  func pivotHalfWay() {
    let hosted = HostedView(Pivot())
    hosted.click(240, 160, atFrame: 60)
    let red = hosted.frame(90).fills(.red).first?.rect
    // The 100 × 40 view's top-left corner is at (190, 240); turned −45° about it, its corners
    // go to (190, 240), (190 + 100c, 240 − 100c), (190 + 40c, 240 + 40c) and their sum, c = √½.
    let c = (0.5).squareRoot()
    let expected = rect(190, 240 - 100 * c, 140 * c, 140 * c)
    #expect(red?.isClose(to: expected, within: 1e-9) == true)
  }
}
