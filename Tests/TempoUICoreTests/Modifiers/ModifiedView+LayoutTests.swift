import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `frame`, `padding`, `background` and `overlay` lay out as SwiftUI's do: a fixed frame
/// proposes its size and aligns the content in it, a flexible frame clamps, padding insets
/// (16 by default), backgrounds and overlays get the size of the view they modify. Expected
/// places are layout arithmetic over the text's measured size (w × h, the system's fonts).
@MainActor
@Suite("Modifier layout")
struct ModifiedViewLayoutTests {
  /// "Hi" at 17 pt as the host measures it.
  let w = Double(measuredText("Hi").width), h = Double(measuredText("Hi").height)

  func hi(_ modify: (Text) -> some View) -> DisplayList {
    HostedView(modify(Text("Hi"))).frame()
  }

  /// The text's rectangle with its top-left corner at (`x`, `y`).
  func hiRect(_ x: Double, _ y: Double) -> CGRect { rect(x, y, w, h) }

  @Test(
    "frame(width: 100, height: 50) centres the text: at (190 + (100 − w) / 2, 135 + (50 − h) / 2)")
  func fixedFrameCentres() {
    let list = hi { $0.frame(width: 100, height: 50).background(Color.red) }
    #expect(list.fills(.red).map(\.rect) == [rect(190, 135, 100, 50)])
    #expect(
      list.texts("Hi").first?.rect.isClose(to: hiRect(190 + (100 - w) / 2, 135 + (50 - h) / 2))
        == true)
  }

  @Test("frame alignment .topLeading and .bottomTrailing put the text in those corners")
  func fixedFrameAligns() {
    let topLeading = hi { $0.frame(width: 100, height: 50, alignment: .topLeading) }
    #expect(topLeading.texts("Hi").first?.rect.isClose(to: hiRect(190, 135)) == true)
    let bottomTrailing = hi { $0.frame(width: 100, height: 50, alignment: .bottomTrailing) }
    #expect(
      bottomTrailing.texts("Hi").first?.rect.isClose(to: hiRect(290 - w, 185 - h)) == true)
  }

  @Test("frame(width:) alone keeps the content's height: a 100 × h background")
  func widthOnlyFrame() {
    let list = hi { $0.frame(width: 100).background(Color.red) }
    #expect(list.fills(.red).first?.rect.isClose(to: rect(190, (320 - h) / 2, 100, h)) == true)
  }

  @Test("frame(maxWidth: .infinity) fills the 480-pt width; alignment .leading puts text at 0")
  func flexibleFrameFills() {
    let list = hi { $0.frame(maxWidth: .infinity).background(Color.red) }
    #expect(list.fills(.red).first?.rect.isClose(to: rect(0, (320 - h) / 2, 480, h)) == true)
    #expect(list.texts("Hi").first.map { abs(Double($0.rect.minX) - (480 - w) / 2) < 1e-9 } == true)
    let leading = hi { $0.frame(maxWidth: .infinity, alignment: .leading) }
    #expect(leading.texts("Hi").first?.rect.minX == 0)
  }

  @Test("frame(minWidth: 100) widens the text to 100; maxHeight .infinity fills 320")
  func flexibleFrameMinimum() {
    let list = hi { $0.frame(minWidth: 100, maxHeight: .infinity).background(Color.red) }
    #expect(list.fills(.red).map(\.rect) == [rect(190, 0, 100, 320)])
  }

  @Test("padding() insets by 16: a (w + 32) × (h + 32) background around the text")
  func defaultPadding() {
    let list = hi { $0.padding().background(Color.red) }
    let (x, y) = ((480 - w) / 2, (320 - h) / 2)
    #expect(
      list.fills(.red).first?.rect.isClose(to: rect(x - 16, y - 16, w + 32, h + 32)) == true)
    #expect(list.texts("Hi").first?.rect.isClose(to: hiRect(x, y)) == true)
  }

  @Test("padding(.horizontal, 10) and padding(.top) inset only those edges")
  func edgePadding() {
    let (x, y) = ((480 - w) / 2, (320 - h) / 2)
    let horizontal = hi { $0.padding(.horizontal, 10).background(Color.red) }
    #expect(
      horizontal.fills(.red).first?.rect.isClose(to: rect(x - 10, y, w + 20, h)) == true)
    // 16 on top: the (w × (h + 16)) box is centred, the text at its bottom.
    let top = hi { $0.padding(.top).background(Color.red) }
    #expect(top.fills(.red).first?.rect.isClose(to: rect(x, y - 8, w, h + 16)) == true)
    #expect(top.texts("Hi").first?.rect.isClose(to: hiRect(x, y + 8)) == true)
  }

  @Test("a Color background takes the text's size, not the window, and is drawn first")
  func backgroundSizedToContent() {
    let list = HostedView(Text("Hello").background(Color.blue)).frame()
    let hello = measuredText("Hello")
    let (width, height) = (Double(hello.width), Double(hello.height))
    #expect(
      list.fills(.blue).first?.rect.isClose(
        to: rect((480 - width) / 2, (320 - height) / 2, width, height)) == true)
    #expect(list.drawn.first?.color == .blue)
  }

  @Test("an overlay is drawn over the 100-pt square, aligned .topLeading at its corner")
  func overlayAligned() {
    let list = HostedView(
      Color.red.frame(width: 100, height: 100).overlay(Text("Hi"), alignment: .topLeading)
    ).frame()
    #expect(list.drawn.map(\.kind) == [.fill, .text("Hi", size: 17)])
    #expect(list.texts("Hi").first?.rect.isClose(to: hiRect(190, 110)) == true)
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
