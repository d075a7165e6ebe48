import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.fixedSize` offers its content `nil` (the ideal size) in the fixed axes.
@MainActor
@Suite("fixedSize")
struct FixedSizeViewTests {
  /// Red that fills what it is offered, with an ideal size of 120 × 40.
  var flexible: some View {
    Color.red.frame(
      minWidth: 0, idealWidth: 120, maxWidth: .infinity, minHeight: 0, idealHeight: 40,
      maxHeight: .infinity)
  }

  @Test("A view that fills 480 × 320 is its ideal 120 × 40 under .fixedSize(), centred")
  func fixesBothAxes() {
    #expect(HostedView(flexible).frame().fills(.red).map(\.rect) == [rect(0, 0, 480, 320)])
    #expect(
      HostedView(flexible.fixedSize()).frame().fills(.red).map(\.rect)
        == [rect(180, 140, 120, 40)])
  }

  @Test("fixedSize(horizontal: true, vertical: false) in a 200 × 100 frame: 120 wide, 100 high")
  func fixesWidthOnly() {
    let list = HostedView(
      flexible.fixedSize(horizontal: true, vertical: false).frame(width: 200, height: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(180, 110, 120, 100)])
  }

  @Test("fixedSize(horizontal: false, vertical: true) in a 200 × 100 frame: 200 wide, 40 high")
  func fixesHeightOnly() {
    let list = HostedView(
      flexible.fixedSize(horizontal: false, vertical: true).frame(width: 200, height: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(140, 140, 200, 40)])
  }

  @Test("A fixed view larger than its 50 × 20 frame overflows it, centred on it")
  func overflowsSmallerFrame() {
    let list = HostedView(flexible.fixedSize().frame(width: 50, height: 20)).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(180, 140, 120, 40)])
  }
}
