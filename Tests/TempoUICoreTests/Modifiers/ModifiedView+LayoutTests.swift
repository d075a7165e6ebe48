import Tempo
import TempoScene
import TempoUICore
import Testing

/// `frame`, `padding`, `background` and `overlay` lay out as SwiftUI's do: a fixed frame
/// proposes its size and aligns the content in it, a flexible frame clamps, padding insets
/// (16 by default), backgrounds and overlays get the size of the view they modify.
@MainActor
@Suite("Modifier layout")
struct ModifiedViewLayoutTests {
  /// "Hi" at 17 pt is 20.4 × 20.4.
  func hi(_ modify: (Text) -> some View) -> DisplayList {
    HostedView(modify(Text("Hi"))).frame()
  }

  @Test("frame(width: 100, height: 50) centres a 20.4-pt text: at (229.8, 149.8)")
  func fixedFrameCentres() {
    let list = hi { $0.frame(width: 100, height: 50).background(Color.red) }
    #expect(list.fills(.red).map(\.rect) == [rect(190, 135, 100, 50)])
    #expect(list.texts("Hi").first?.rect.isClose(to: rect(229.8, 149.8, 20.4, 20.4)) == true)
  }

  @Test("frame alignment .topLeading and .bottomTrailing put the text in those corners")
  func fixedFrameAligns() {
    let topLeading = hi { $0.frame(width: 100, height: 50, alignment: .topLeading) }
    #expect(topLeading.texts("Hi").first?.rect.isClose(to: rect(190, 135, 20.4, 20.4)) == true)
    let bottomTrailing = hi { $0.frame(width: 100, height: 50, alignment: .bottomTrailing) }
    #expect(
      bottomTrailing.texts("Hi").first?.rect.isClose(to: rect(269.6, 164.6, 20.4, 20.4)) == true)
  }

  @Test("frame(width:) alone keeps the content's height: a 100 × 20.4 background")
  func widthOnlyFrame() {
    let list = hi { $0.frame(width: 100).background(Color.red) }
    #expect(list.fills(.red).first?.rect.isClose(to: rect(190, 149.8, 100, 20.4)) == true)
  }

  @Test("frame(maxWidth: .infinity) fills the 480-pt width; alignment .leading puts text at 0")
  func flexibleFrameFills() {
    let list = hi { $0.frame(maxWidth: .infinity).background(Color.red) }
    #expect(list.fills(.red).first?.rect.isClose(to: rect(0, 149.8, 480, 20.4)) == true)
    #expect(list.texts("Hi").first?.rect.minX == 229.8)
    let leading = hi { $0.frame(maxWidth: .infinity, alignment: .leading) }
    #expect(leading.texts("Hi").first?.rect.minX == 0)
  }

  @Test("frame(minWidth: 100) widens a 20.4-pt text to 100; maxHeight .infinity fills 320")
  func flexibleFrameMinimum() {
    let list = hi { $0.frame(minWidth: 100, maxHeight: .infinity).background(Color.red) }
    #expect(list.fills(.red).map(\.rect) == [rect(190, 0, 100, 320)])
  }

  @Test("padding() insets by 16: a 52.4 × 52.4 background around the text")
  func defaultPadding() {
    let list = hi { $0.padding().background(Color.red) }
    #expect(list.fills(.red).first?.rect.isClose(to: rect(213.8, 133.8, 52.4, 52.4)) == true)
    #expect(list.texts("Hi").first?.rect.isClose(to: rect(229.8, 149.8, 20.4, 20.4)) == true)
  }

  @Test("padding(.horizontal, 10) and padding(.top) inset only those edges")
  func edgePadding() {
    let horizontal = hi { $0.padding(.horizontal, 10).background(Color.red) }
    #expect(
      horizontal.fills(.red).first?.rect.isClose(to: rect(219.8, 149.8, 40.4, 20.4)) == true)
    let top = hi { $0.padding(.top).background(Color.red) }
    #expect(top.fills(.red).first?.rect.isClose(to: rect(229.8, 141.8, 20.4, 36.4)) == true)
    #expect(top.texts("Hi").first?.rect.isClose(to: rect(229.8, 157.8, 20.4, 20.4)) == true)
  }

  @Test("a Color background takes the text's 51 × 20.4, not the window, and is drawn first")
  func backgroundSizedToContent() {
    let list = HostedView(Text("Hello").background(Color.blue)).frame()
    #expect(list.fills(.blue).first?.rect.isClose(to: rect(214.5, 149.8, 51, 20.4)) == true)
    #expect(list.drawn.first?.color == .blue)
  }

  @Test("an overlay is drawn over the 100-pt square, aligned .topLeading at its corner")
  func overlayAligned() {
    let list = HostedView(
      Color.red.frame(width: 100, height: 100).overlay(Text("Hi"), alignment: .topLeading)
    ).frame()
    #expect(list.drawn.map(\.kind) == [.fill, .text("Hi", size: 17)])
    #expect(list.texts("Hi").first?.rect.isClose(to: rect(190, 110, 20.4, 20.4)) == true)
  }

  @Test("a 20-pt background aligned .bottomTrailing sits in the 100-pt view's corner")
  func smallBackgroundAligned() {
    let list = HostedView(
      Color.red.frame(width: 100, height: 100)
        .background(Color.blue.frame(width: 20, height: 20), alignment: .bottomTrailing)
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(270, 190, 20, 20)])
  }
}
