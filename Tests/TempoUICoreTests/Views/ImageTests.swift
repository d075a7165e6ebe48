import TempoScene
@testable import TempoUICore
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

  struct Rating: View {
    @State var selected = false
    @State var big = false
    var body: some View {
      HStack(spacing: 25) {
        Image(systemName: selected ? "star.fill" : "star")
          .foregroundColor(selected ? .yellow : .gray)
          .font(big ? .largeTitle : .title)
        Text("pick").onTapGesture { selected = true }
        Text("grow").onTapGesture { big = true }
      }
    }
  }

  @Test(
    "a star turned star.fill and grey turned yellow keeps its layout: nothing is laid out again, the filled star is where the outline was"
  )
  func sameSizedSymbolKeepsLayout() {
    let hosted = HostedView(Rating())
    hosted.frame()
    let before = hosted.host.frames(of: Image.self)
    hosted.click(text: "pick")
    let list = hosted.frame(1)
    #expect(hosted.relaidOut(Image.self) == [false])
    #expect(hosted.relaidOut(Rating.self) == [false])
    // title: 28 pt, the aspect of both stars 1.
    #expect(before.map(\.size) == [CGSize(width: 28, height: 28)])
    #expect(hosted.host.frames(of: Image.self) == before)
    #expect(list.fills(Color(hex: 0xFFD60A)).count == 1)  // the spec's dark yellow
  }

  @Test("a symbol whose font changes is laid out again, with its row: 28 pt (title), then 34 pt")
  func fontChangeRelaysSymbol() {
    let hosted = HostedView(Rating())
    hosted.frame()
    hosted.click(text: "grow")
    hosted.frame(1)
    #expect(hosted.relaidOut(Image.self) == [true])
    #expect(hosted.relaidOut(Rating.self) == [true])
    #expect(hosted.host.frames(of: Image.self).map(\.size) == [CGSize(width: 34, height: 34)])
  }
}
