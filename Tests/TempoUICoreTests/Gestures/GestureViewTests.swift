import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// `.gesture` and its variants attach a gesture to a view; a mask without `.gesture`, a
/// disabled view or a gesture TempoUI does not recognize take no press.
@MainActor
@Suite("Gesture view")
struct GestureViewTests {
  final class Log { var changes = 0 }

  func square(_ log: Log, mask: GestureMask = .all) -> some View {
    Color.red.frame(width: 100, height: 40)
      .gesture(DragGesture().onChanged { _ in log.changes += 1 }, including: mask)
  }

  /// Drags from (200, 150) to (240, 150): inside the 100 × 40 square centred in 480 × 320,
  /// which must be drawn there (else the test fails: a drag beside it would prove nothing).
  func drag(_ hosted: HostedView, sourceLocation: SourceLocation = #_sourceLocation) {
    let start = CGPoint(x: 200, y: 150)
    let fills = hosted.frame().drawn.filter { $0.kind == .fill }
    #expect(
      fills.map(\.rect) == [rect(190, 140, 100, 40)], "the drag starts on the square",
      sourceLocation: sourceLocation)
    hosted.host.drag(from: start, to: CGPoint(x: 240, y: 150))
  }

  @Test("simultaneousGesture and highPriorityGesture attach the gesture as gesture does")
  func variantsAttach() {
    let log = Log()
    let drag = DragGesture().onChanged { _ in log.changes += 1 }
    for view in [
      AnyView(Color.red.frame(width: 100, height: 40).simultaneousGesture(drag)),
      AnyView(Color.red.frame(width: 100, height: 40).highPriorityGesture(drag)),
    ] {
      self.drag(HostedView(view))
    }
    #expect(log.changes == 4)  // each drag: the move and the release
  }

  @Test("a mask of .subviews or .none does not attach the gesture")
  func maskWithoutGesture() {
    let log = Log()
    drag(HostedView(square(log, mask: .subviews)))
    drag(HostedView(square(log, mask: .none)))
    #expect(log.changes == 0)
  }

  @Test("a disabled view takes no drag")
  func disabled() {
    let log = Log()
    drag(HostedView(square(log).disabled(true)))
    #expect(log.changes == 0)
  }

  @Test("a gesture type TempoUI does not recognize logs one line naming it; nothing else happens")
  func unrecognized() {
    struct Pinch: Gesture { typealias Value = Double }
    let warnings = RuntimeWarning.capture {
      drag(HostedView(Color.red.frame(width: 100, height: 40).gesture(Pinch())))
    }
    #expect(warnings.count == 1 && warnings[0].contains("Pinch"))
  }
}
