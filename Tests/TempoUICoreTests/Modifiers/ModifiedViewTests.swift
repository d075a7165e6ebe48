import Tempo
import TempoScene
import TempoUICore
import Testing

/// Transitions: a view inserted or removed under an animation plays its `.transition` (default
/// `.opacity`); asymmetric ones play their own side; without animation it appears at once.
@MainActor
@Suite("Transitions")
struct ModifiedViewTests {
  struct Popup: View {
    let transition: AnyTransition?
    var animation: Animation? = .linear(duration: 1)
    @State var shown = false
    var body: some View {
      ZStack {
        Color.clear.frame(width: 300, height: 300)
        if shown {
          if let transition {
            Color.red.frame(width: 100, height: 50).transition(transition)
          } else {
            Color.red.frame(width: 100, height: 50)
          }
        }
        Text("toggle").offset(y: 100).onTapGesture {
          withAnimation(animation) { shown.toggle() }
        }
      }
    }
  }

  /// The red square half-way (0.5 s) through its insertion, or its removal if `remove`.
  func halfway(_ popup: Popup, remove: Bool = false) -> Drawn? {
    let hosted = HostedView(popup)
    hosted.frame()
    if remove {
      hosted.click(text: "toggle")
      hosted.frame(1)
    }
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "toggle")
    hosted.frame()
    return hosted.frame(90).fills(.red).first
  }

  /// The square's frame: centred in the 300 × 300 ZStack, itself centred in 480 × 320.
  static let square = rect(190, 135, 100, 50)

  @Test("the default transition is a fade: opacity 0.5 half-way in, full size")
  func defaultOpacity() {
    let red = halfway(Popup(transition: nil))
    #expect(abs((red?.opacity ?? 0) - 0.5) < 1e-9)
    #expect(red?.rect == Self.square)
  }

  @Test(".scale inserts from the centre: half size half-way, opaque")
  func scaleTransition() {
    let red = halfway(Popup(transition: .scale))
    #expect(red?.opacity == 1)
    #expect(red?.rect.isClose(to: rect(215, 147.5, 50, 25), within: 1e-3) == true)
  }

  @Test(".move(edge: .leading) comes from one width to the left: 50 pt left half-way")
  func moveTransition() {
    let red = halfway(Popup(transition: .move(edge: .leading)))
    #expect(red?.rect == rect(140, 135, 100, 50))
  }

  @Test(".asymmetric(insertion: .scale, removal: .opacity) scales in and fades out")
  func asymmetric() {
    let popup = Popup(transition: .asymmetric(insertion: .scale, removal: .opacity))
    let inserting = halfway(popup)
    #expect(inserting?.opacity == 1)
    #expect(inserting?.rect.isClose(to: rect(215, 147.5, 50, 25), within: 1e-3) == true)
    let removing = halfway(popup, remove: true)
    #expect(removing?.rect == Self.square)
    #expect(abs((removing?.opacity ?? 0) - 0.5) < 1e-9)
  }

  @Test("without animation the view appears at once, fully")
  func noAnimationAppearsAtOnce() {
    let hosted = HostedView(Popup(transition: .scale, animation: nil))
    hosted.frame()
    hosted.click(text: "toggle")
    #expect(hosted.frame(1).fills(.red).map(\.rect) == [Self.square])
  }

  struct Wrapped: View {
    @State var shown = false
    var body: some View {
      ZStack {
        Color.clear.frame(width: 300, height: 300)
        if shown {
          Color.red.frame(width: 100, height: 50).transition(.move(edge: .leading)).opacity(0.5)
        }
        Text("toggle").offset(y: 100).onTapGesture {
          withAnimation(.linear(duration: 1)) { shown.toggle() }
        }
      }
    }
  }

  @Test("a .transition written before .opacity still moves the inserted view")
  func transitionUnderAnotherModifier() {
    let hosted = HostedView(Wrapped())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "toggle")
    hosted.frame()
    let red = hosted.frame(90).fills(.red).first
    #expect(red?.rect == rect(140, 135, 100, 50))
    #expect(red?.opacity == 0.5)
  }
}
