import Tempo
import TempoScene
import TempoUICore
import Testing

/// The pinch and twist gestures compile, attach, say once that a pointer cannot make them, and
/// never change.
@MainActor
@Suite("Two-finger gestures")
struct TwoFingerGesturesTests {
  @Test("MagnifyGesture logs one line and its onChanged never runs, whatever the drag")
  func magnifyNeverChanges() {
    let probe = Probe()
    var hosted: HostedView?
    let warnings = RuntimeWarning.capture {
      hosted = HostedView(
        Color.red.frame(width: 100, height: 100)
          .gesture(MagnifyGesture().onChanged { probe.log.append("scale \($0.magnification)") }))
      hosted?.frame()
    }
    #expect(
      warnings == [
        "TempoUI: MagnifyGesture needs a pinch or a twist of two fingers, which a pointer cannot make: it never changes"
      ])
    hosted?.host.drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 300, y: 160))
    hosted?.frame()
    #expect(probe.log.isEmpty)
  }

  @Test("MagnificationGesture, RotateGesture and RotationGesture attach the same way, a line each")
  func othersAttach() {
    let warnings = RuntimeWarning.capture {
      HostedView(
        VStack {
          Color.red.frame(width: 10, height: 10).gesture(MagnificationGesture().onChanged { _ in })
          Color.red.frame(width: 10, height: 10).gesture(RotateGesture().onEnded { _ in })
          Color.red.frame(width: 10, height: 10).gesture(RotationGesture().onChanged { _ in })
        }
      ).frame()
    }
    #expect(warnings.count == 3)
    #expect(warnings.allSatisfy { $0.hasSuffix("which a pointer cannot make: it never changes") })
  }
}
