import Tempo
import TempoScene
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

  @Test("frame(width: .nan, height: .infinity) warns once; the 20.4-pt text keeps its size")
  func nonFiniteFrame() {
    let (list, warnings) = host {
      Text("Hi").frame(width: .nan, height: .infinity).background(Color.red)
    }
    #expect(warnings == [Self.invalidFrame])
    #expect(list?.fills(.red).first?.rect.isClose(to: rect(229.8, 149.8, 20.4, 20.4)) == true)
  }

  @Test("frame(minWidth: -5, maxWidth: .infinity) warns for the minimum; it still fills 480 pt")
  func negativeMinimumWidth() {
    let (list, warnings) = host {
      Text("Hi").frame(minWidth: -5, maxWidth: .infinity).background(Color.red)
    }
    #expect(warnings == [Self.invalidFrame])
    #expect(list?.fills(.red).first?.rect.isClose(to: rect(0, 149.8, 480, 20.4)) == true)
  }

  @Test("frame(maxWidth: .infinity, maxHeight: .infinity) is valid: no warning")
  func infiniteMaximumIsValid() {
    let (list, warnings) = host { Color.red.frame(maxWidth: .infinity, maxHeight: .infinity) }
    #expect(warnings.isEmpty)
    #expect(list?.fills(.red).map(\.rect) == [rect(0, 0, 480, 320)])
  }

  @Test("padding(.infinity) warns and insets by 0: the background is the text's 20.4 pt")
  func nonFinitePadding() {
    let (list, warnings) = host { Text("Hi").padding(.infinity).background(Color.red) }
    #expect(warnings == ["TempoUI: Invalid padding amount (non-finite): treated as 0."])
    #expect(list?.fills(.red).first?.rect.isClose(to: rect(229.8, 149.8, 20.4, 20.4)) == true)
  }

  @Test("padding(-4) is SwiftUI's negative padding: no warning, a 12.4-pt background")
  func negativePaddingIsValid() {
    let (list, warnings) = host { Text("Hi").padding(-4).background(Color.red) }
    #expect(warnings.isEmpty)
    #expect(list?.fills(.red).first?.rect.isClose(to: rect(233.8, 153.8, 12.4, 12.4)) == true)
  }
}
