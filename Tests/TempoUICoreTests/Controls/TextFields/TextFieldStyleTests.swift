import Tempo
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoUICore

/// The text field styles in a 480 × 320 window, measured with the system's fonts (a 17 pt line
/// is h points tall).
@MainActor
@Suite("TextFieldStyle")
struct TextFieldStyleTests {
  @Test("the automatic and plain styles draw the text alone: no fill, no stroke")
  func plainDrawsTextAlone() {
    #expect(DefaultTextFieldStyle().kind == .plain)
    let list = HostedView(TextField("Name", text: .constant("")).textFieldStyle(.plain)).frame()
    #expect(list.drawn.allSatisfy { if case .text = $0.kind { true } else { false } })
  }

  @Test("rounded border: 480 × (h + 2 × 6), filled #1C1C1E, stroked, the text 7 in")
  func roundedBorderGeometry() {
    let list = HostedView(
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
    ).frame()
    let height = Double(measuredText("Name").height) + 2 * 6
    let box = CGRect(x: 0, y: (320 - height) / 2, width: 480, height: height)
    #expect(list.fills(Color(hex: 0x1C1C1E)).map(\.rect).contains { $0.isClose(to: box) })
    let stroke = list.drawn.first { $0.kind == .stroke }
    #expect(stroke?.color == ListMetrics.separatorColor(.dark))
    #expect(stroke?.rect.isClose(to: box, within: 0.3) == true, "\(String(describing: stroke))")
    #expect(list.texts("Name").first?.rect.minX == 7)
  }

  @Test("in the light appearance the rounded border is filled white")
  func roundedBorderLight() {
    let list = HostedView(
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        .preferredColorScheme(.light)
    ).frame()
    #expect(list.fills(.white).count == 1)
  }
}
