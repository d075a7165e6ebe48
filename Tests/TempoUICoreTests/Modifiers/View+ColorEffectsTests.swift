import Tempo
import TempoScene
import TempoUICore
import Testing

/// The colour effects: each fill's colour through the W3C colour matrices, the amounts
/// animating.
@MainActor
@Suite("Colour effects")
struct ViewColorEffectsTests {
  let pureRed = Color(red: 1, green: 0, blue: 0)

  /// The colours of the fills `view` draws.
  func fillColors(_ view: some View) -> [Color] {
    HostedView(view).frame().drawn.filter { $0.kind == .fill }.map(\.color)
  }

  @Test("grayscale(1) greys pure red to 0.2126; saturation(0) to 0.213; hueRotation(0°) leaves it")
  func staticFilters() {
    let square = pureRed.frame(width: 50, height: 50)
    #expect(
      fillColors(square.grayscale(1)).first?.isClose(
        to: Color(red: 0.2126, green: 0.2126, blue: 0.2126)) == true)
    #expect(
      fillColors(square.saturation(0)).first?.isClose(
        to: Color(red: 0.213, green: 0.213, blue: 0.213)) == true)
    #expect(fillColors(square.hueRotation(.degrees(0))).first?.isClose(to: pureRed) == true)
  }

  @Test("brightness(0.2), contrast(0), colorMultiply and colorInvert on a 0.5 grey and on white")
  func otherFilters() {
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5).frame(width: 50, height: 50)
    #expect(
      fillColors(grey.brightness(0.2)).first?.isClose(to: Color(red: 0.7, green: 0.7, blue: 0.7))
        == true)
    #expect(
      fillColors(grey.contrast(0)).first?.isClose(to: Color(red: 0.5, green: 0.5, blue: 0.5))
        == true)
    let white = Color(red: 1, green: 1, blue: 1).frame(width: 50, height: 50)
    let tint = Color(red: 0.5, green: 0.25, blue: 1)
    #expect(fillColors(white.colorMultiply(tint)).first?.isClose(to: tint) == true)
    #expect(
      fillColors(white.colorInvert()).first?.isClose(to: Color(red: 0, green: 0, blue: 0)) == true)
  }

  @Test("a text's colour is filtered too: white text inverted is black")
  func textFiltered() {
    let list = HostedView(
      Text("Hi").foregroundColor(Color(red: 1, green: 1, blue: 1)).colorInvert()
    )
    .frame()
    #expect(list.texts("Hi").first?.color.isClose(to: Color(red: 0, green: 0, blue: 0)) == true)
  }

  struct Rainbow: View {
    @State var turned = false
    var body: some View {
      Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
        .hueRotation(.degrees(turned ? 360 : 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { turned = true } }
    }
  }

  @Test(
    "a hue turned 0° → 360° in 1 s is at 180° half-way, (0, 0.426, 0.426), and red again at the end"
  )
  func hueAnimates() {
    let hosted = HostedView(Rainbow())
    hosted.frame()
    hosted.click(240, 160)
    let half = hosted.run(to: 30).drawn.first { $0.kind == .fill }?.color
    #expect(half?.isClose(to: Color(red: 0, green: 0.426, blue: 0.426)) == true)
    let end = hosted.run(to: 60).drawn.first { $0.kind == .fill }?.color
    #expect(end?.isClose(to: pureRed) == true)
  }
}
