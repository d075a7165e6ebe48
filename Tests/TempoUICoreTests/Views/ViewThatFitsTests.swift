import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ViewThatFits`: the first view whose ideal size fits the offer is drawn, else the last.
@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
  /// A 300-point-wide red bar, else a 100-point-wide blue one, in a frame `width` wide.
  func choice(width: Double, axes: Axis.Set = [.horizontal, .vertical]) -> DisplayList {
    HostedView(
      ViewThatFits(in: axes) {
        Color.red.frame(width: 300, height: 20)
        Color.blue.frame(width: 100, height: 20)
      }
      .frame(width: width, height: 100)
    ).frame()
  }

  @Test("offered 400 wide, the 300-wide red bar fits and is the only one drawn")
  func firstFits() {
    let list = choice(width: 400)
    #expect(list.fills(.red).map(\.rect) == [rect(90, 150, 300, 20)])
    #expect(list.fills(.blue).isEmpty)
  }

  @Test("offered 200 wide, red does not fit: the 100-wide blue bar is drawn, centred")
  func secondFits() {
    let list = choice(width: 200)
    #expect(list.fills(.red).isEmpty)
    #expect(list.fills(.blue).map(\.rect) == [rect(190, 150, 100, 20)])
  }

  @Test("offered 50 wide, neither fits: the last, blue, is drawn")
  func noneFitsTakesLast() {
    let list = choice(width: 50)
    #expect(list.fills(.red).isEmpty)
    #expect(list.fills(.blue).count == 1)
  }

  @Test("in .vertical alone the widths do not count: red is drawn in 200")
  func axesLimitTheTest() {
    let list = choice(width: 200, axes: .vertical)
    #expect(list.fills(.red).count == 1)
    #expect(list.fills(.blue).isEmpty)
  }

  struct Narrowing: View {
    @State var wide = true
    let probe: Probe
    var body: some View {
      VStack {
        Text("narrow").onTapGesture { wide = false }
        ViewThatFits {
          Color.red.frame(width: 300, height: 20).onTapGesture { probe.log.append("red") }
          Color.blue.frame(width: 100, height: 20).onTapGesture { probe.log.append("blue") }
        }
        .frame(width: wide ? 400 : 200)
      }
    }
  }

  @Test("narrowed by state, it swaps to blue; a click where the hidden red was reaches blue only")
  func swapsAndHidesFromClicks() {
    let probe = Probe()
    let hosted = HostedView(Narrowing(probe: probe))
    #expect(hosted.frame().fills(.red).count == 1)
    hosted.click(text: "narrow")
    let list = hosted.frame()
    #expect(list.fills(.red).isEmpty)
    let blue = list.fills(.blue).first?.rect
    #expect(blue?.width == 100)
    if let blue { hosted.click(Double(blue.midX), Double(blue.midY)) }
    hosted.frame()
    #expect(probe.log == ["blue"])
  }
}
