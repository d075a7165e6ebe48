import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.mask`: a shape clips as `clipShape` does; another mask clips to the frame and says so.
@MainActor
@Suite("mask")
struct ViewMaskTests {
  var square: some View { Color.red.frame(width: 100, height: 100) }

  @Test("mask(Circle()) and mask { RoundedRectangle(cornerRadius: 12) } draw what clipShape draws")
  func shapesClip() {
    #expect(
      HostedView(square.mask(Circle())).frame().drawn
        == HostedView(square.clipShape(Circle())).frame().drawn)
    #expect(
      HostedView(square.mask { RoundedRectangle(cornerRadius: 12) }).frame().drawn
        == HostedView(square.clipShape(RoundedRectangle(cornerRadius: 12))).frame().drawn)
  }

  @Test("a gradient mask logs one line and the view is clipped to its frame, as clipped() does")
  func otherMaskWarns() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        square.mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
      ).frame()
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("TempoUI: TempoUI masks with shapes only") == true)
    #expect(list?.drawn == HostedView(square.clipped()).frame().drawn)
  }
}
