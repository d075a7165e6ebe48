import TempoScene
import TempoUICore
import Testing

/// `Image(systemName:)`: an unknown name draws nothing and logs one line, as SwiftUI does.
@MainActor
@Suite("Image")
struct ImageTests {
  @Test("an unknown symbol logs one line, draws nothing, and the text beside it still draws")
  func unknownSymbolWarns() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        HStack {
          Image(systemName: "no.such.symbol"); Text("next")
        }
      ).frame()
    }
    #expect(warnings == ["TempoUI: No symbol named 'no.such.symbol' found in TempoUI's symbol set"])
    #expect(list?.drawn.count == 1)
    #expect(list?.texts("next").count == 1)
  }
}
