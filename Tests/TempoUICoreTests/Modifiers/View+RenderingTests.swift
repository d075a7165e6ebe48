import Tempo
import TempoScene
import TempoUICore
import Testing

/// `compositingGroup`, `drawingGroup` and `geometryGroup` draw the view as it is.
@MainActor
@Suite("Compositing hints")
struct ViewRenderingTests {
  @Test("a circle over a square draws the same display list under each of the three hints")
  func sameDisplayList() {
    let view = ZStack {
      Color.blue.frame(width: 50, height: 50); Circle().fill(.red)
    }
    .frame(width: 80, height: 80)
    let plain = HostedView(view).frame().drawn
    #expect(HostedView(view.compositingGroup()).frame().drawn == plain)
    #expect(HostedView(view.drawingGroup()).frame().drawn == plain)
    #expect(HostedView(view.drawingGroup(opaque: true, colorMode: .linear)).frame().drawn == plain)
    #expect(HostedView(view.geometryGroup()).frame().drawn == plain)
  }
}
