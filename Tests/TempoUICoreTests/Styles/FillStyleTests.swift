import Tempo
import TempoScene
import TempoUICore
import Testing

@MainActor
@Suite("FillStyle")
struct FillStyleTests {
  @Test("FillStyle() is non-zero and anti-aliased; eoFill: true logs one line and still fills")
  func evenOddWarns() {
    #expect(FillStyle().isEOFilled == false && FillStyle().isAntialiased)
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        Circle().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 10, height: 10)
      ).frame()
    }
    #expect(
      warnings == ["TempoUI: FillStyle(eoFill: true): TempoUI fills by the non-zero winding rule"])
    #expect(list?.fills(.red).count == 1)
  }
}
