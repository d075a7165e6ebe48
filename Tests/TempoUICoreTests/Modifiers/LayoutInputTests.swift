import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// Invalid layout numbers: a negative or non-finite frame dimension logs SwiftUI's warning and
/// counts as unspecified; a non-finite padding logs and counts as 0; negative padding is valid.
@MainActor
@Suite("Layout input")
struct LayoutInputTests {
  static let invalidFrame = "TempoUI: Invalid frame dimension (negative or non-finite)."

  /// The first frame of what `view` builds, hosted in a 480 × 320 scene, and the warnings logged
  /// from building it on.
  /// "Hi" at 17 pt, as measured, centred in the 480 × 320 window and inset by `inset` points.
  func hiBox(inset: Double) -> CGRect {
    let hi = measuredText("Hi")
    let (w, h) = (Double(hi.width), Double(hi.height))
    return rect((480 - w) / 2 + inset, (320 - h) / 2 + inset, w - 2 * inset, h - 2 * inset)
  }

  func host(_ view: () -> some View) -> (list: DisplayList?, warnings: [String]) {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture { list = HostedView(view()).frame() }
    return (list, warnings)
  }

  @Test("frame(width: -10, height: 50) warns; the width is unspecified: a colour fills 480 pt")
  func negativeFrameWidth() {
    let (list, warnings) = host { Color.red.frame(width: -10, height: 50) }
    #expect(warnings == [Self.invalidFrame])
    #expect(list?.fills(.red).map(\.rect) == [rect(0, 135, 480, 50)])
  }

  @Test("frame(width: .nan, height: .infinity) warns once; the text keeps its measured size")
  func nonFiniteFrame() {
    let (list, warnings) = host {
      Text("Hi").frame(width: .nan, height: .infinity).background(Color.red)
    }
    #expect(warnings == [Self.invalidFrame])
    #expect(list?.fills(.red).first?.rect.isClose(to: hiBox(inset: 0)) == true)
  }

  @Test("frame(minWidth: -5, maxWidth: .infinity) warns for the minimum; it still fills 480 pt")
  func negativeMinimumWidth() {
    let (list, warnings) = host {
      Text("Hi").frame(minWidth: -5, maxWidth: .infinity).background(Color.red)
    }
    #expect(warnings == [Self.invalidFrame])
    let h = Double(measuredText("Hi").height)
    #expect(list?.fills(.red).first?.rect.isClose(to: rect(0, (320 - h) / 2, 480, h)) == true)
  }

  @Test("frame(maxWidth: .infinity, maxHeight: .infinity) is valid: no warning")
  func infiniteMaximumIsValid() {
    let (list, warnings) = host { Color.red.frame(maxWidth: .infinity, maxHeight: .infinity) }
    #expect(warnings.isEmpty)
    #expect(list?.fills(.red).map(\.rect) == [rect(0, 0, 480, 320)])
  }

  @Test("padding(.infinity) warns and insets by 0: the background is the text's measured size")
  func nonFinitePadding() {
    let (list, warnings) = host { Text("Hi").padding(.infinity).background(Color.red) }
    #expect(warnings == ["TempoUI: Invalid padding amount (non-finite): treated as 0."])
    #expect(list?.fills(.red).first?.rect.isClose(to: hiBox(inset: 0)) == true)
  }

  @Test(
    "padding(-4) is SwiftUI's negative padding: no warning, a background 8 pt smaller than the text"
  )
  func negativePaddingIsValid() {
    let (list, warnings) = host { Text("Hi").padding(-4).background(Color.red) }
    #expect(warnings.isEmpty)
    #expect(list?.fills(.red).first?.rect.isClose(to: hiBox(inset: 4)) == true)
  }
}
