import Tempo
import TempoScene
import TempoUICore
import Testing

/// `sequenced(before:)`, `simultaneously(with:)` and `exclusively(before:)`, driven by the
/// pointer on the engine's 60 fps clock.
@MainActor
@Suite("Composed gestures")
struct ComposedGesturesTests {
  /// Apple's "long press, then drag" circle: pressing for 0.5 s lets it be dragged.
  struct DraggableCircle: View {
    enum DragState: Equatable {
      case inactive, pressing, dragging(CGSize)
      var translation: CGSize {
        if case .dragging(let translation) = self { return translation }
        return .zero
      }
    }
    @GestureState var dragState = DragState.inactive
    @State var viewState = CGSize.zero
    let probe: Probe

    var body: some View {
      let gesture = LongPressGesture(minimumDuration: 0.5)
        .sequenced(before: DragGesture())
        .updating($dragState) { value, state, _ in
          switch value {
          case .first(true): state = .pressing
          case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
          default: state = .inactive
          }
        }
        .onEnded { value in
          guard case .second(true, let drag?) = value else { return }
          viewState.width += drag.translation.width
          probe.log.append("ended \(Int(drag.translation.width))")
        }
      return Color.red.frame(width: 100, height: 100)
        .offset(x: viewState.width + dragState.translation.width)
        .gesture(gesture)
    }
  }

  @Test(
    "held 0.6 s, then moved 50: the circle follows the drag, and stays 50 over after the release")
  func longPressThenDrag() {
    let probe = Probe()
    let hosted = HostedView(DraggableCircle(probe: probe))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 240, y: 160))
    hosted.run(to: 36)
    hosted.host.movePointer(to: CGPoint(x: 270, y: 160))
    hosted.frame(37)
    hosted.host.movePointer(to: CGPoint(x: 290, y: 160))
    #expect(hosted.frame(38).fills(.red).first?.rect.minX == 240)
    hosted.host.release(at: CGPoint(x: 290, y: 160))
    #expect(hosted.frame(39).fills(.red).first?.rect.minX == 240)
    #expect(probe.log == ["ended 50"])
  }

  @Test("moved before the long press ends: no drag, the circle stays and nothing ends")
  func dragTooSoonFails() {
    let probe = Probe()
    let hosted = HostedView(DraggableCircle(probe: probe))
    hosted.frame()
    hosted.host.press(at: CGPoint(x: 240, y: 160))
    hosted.frame(5)
    hosted.host.movePointer(to: CGPoint(x: 290, y: 160))
    hosted.frame(6)
    hosted.host.release(at: CGPoint(x: 290, y: 160))
    #expect(hosted.frame(40).fills(.red).first?.rect.minX == 190)
    #expect(probe.log.isEmpty)
  }

  struct Either: View {
    let probe: Probe
    var body: some View {
      Color.red.frame(width: 100, height: 100)
        .gesture(
          TapGesture().exclusively(before: DragGesture())
            .onEnded { value in
              switch value {
              case .first: probe.log.append("tap")
              case .second(let drag): probe.log.append("drag \(Int(drag.translation.width))")
              }
            })
    }
  }

  @Test("exclusively: a click ends it as the tap; a 40-point drag as the drag, the tap left out")
  func exclusive() {
    let probe = Probe()
    let hosted = HostedView(Either(probe: probe))
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame()
    hosted.host.drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 280, y: 160))
    hosted.frame()
    #expect(probe.log == ["tap", "drag 40"])
  }

  struct Both: View {
    let probe: Probe
    var body: some View {
      Color.red.frame(width: 100, height: 100)
        .gesture(
          DragGesture().simultaneously(with: TapGesture())
            .onEnded { value in
              probe.log.append("ended drag \(value.first != nil) tap \(value.second != nil)")
            })
    }
  }

  @Test(
    "simultaneously: a click ends it with the tap's value and no drag; a drag ends it with the drag's, no tap"
  )
  func simultaneous() {
    let probe = Probe()
    let hosted = HostedView(Both(probe: probe))
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame()
    #expect(probe.log == ["ended drag false tap true"])
    probe.log.removeAll()
    hosted.host.drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 280, y: 160))
    hosted.frame()
    #expect(probe.log == ["ended drag true tap false"])
  }
}
