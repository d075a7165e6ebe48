import TempoScene
@testable import TempoUICore
import Testing
import Tempo

/// `ZStack` sizes to its largest child, aligns the others in it and draws later ones on top.
@MainActor
@Suite("Stacks")
struct StacksTests {
  func overlay(_ alignment: Alignment) -> DisplayList {
    HostedView(
      ZStack(alignment: alignment) {
        Color.red.frame(width: 100, height: 60)
        Color.blue.frame(width: 40, height: 20)
      }
    ).frame()
  }

  @Test("ZStack is its largest child's 100 × 60, centred; a 40 × 20 child centred in it")
  func zStackCenter() {
    let list = overlay(.center)
    #expect(list.fills(.red).map(\.rect) == [rect(190, 130, 100, 60)])
    #expect(list.fills(.blue).map(\.rect) == [rect(220, 150, 40, 20)])
  }

  @Test("ZStack(alignment: .topLeading/.bottomTrailing) puts the small child in that corner")
  func zStackCorners() {
    #expect(overlay(.topLeading).fills(.blue).map(\.rect) == [rect(190, 130, 40, 20)])
    #expect(overlay(.bottomTrailing).fills(.blue).map(\.rect) == [rect(250, 170, 40, 20)])
    #expect(overlay(.leading).fills(.blue).map(\.rect) == [rect(190, 150, 40, 20)])
  }

  @Test("ZStack draws its children in order: the later one on top")
  func zStackOrder() {
    let colors = overlay(.center).drawn.map(\.color)
    #expect(colors == [.red, .blue])
  }

  struct Row: View {
    @State var spacing = 10.0
    @State var tint = Color.red
    var body: some View {
      VStack {
        HStack(spacing: spacing) {
          tint.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
        Text("widen").onTapGesture { spacing = 30 }
        Text("tint").onTapGesture { tint = .green }
      }
    }
  }

  @Test(
    "a row whose spacing grows from 10 to 30 is laid out again: 30 then 50 wide, centred at x = 240"
  )
  func spacingChangeRelaysRow() {
    let hosted = HostedView(Row())
    #expect(hosted.frame().fills(.red).first?.rect.minX == 225)
    hosted.click(text: "widen")
    let list = hosted.frame(1)
    #expect(hosted.relaidOut(Row.self) == [true])
    #expect(list.fills(.red).first?.rect.minX == 215)
    #expect(list.fills(.blue).first?.rect.minX == 255)
  }

  @Test("a colour in a row that changes from red to green keeps the layout: nothing moves")
  func colourChangeKeepsLayout() {
    let hosted = HostedView(Row())
    let before = hosted.frame().fills(.red).map(\.rect)
    hosted.click(text: "tint")
    let list = hosted.frame(1)
    #expect(hosted.relaidOut(Row.self) == [false])
    #expect(list.fills(.green).map(\.rect) == before)
  }
}
