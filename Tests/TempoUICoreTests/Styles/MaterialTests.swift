import Tempo
import TempoScene
import TempoUICore
import Testing

/// A material is a translucent grey (no blur behind it), said once.
@MainActor
@Suite("Material")
struct MaterialTests {
  @Test(
    ".background(.ultraThinMaterial) fills #1C1C1E at 35 % when dark, white at 35 % when light, with one warning"
  )
  func translucentGrey() {
    var dark: DisplayList?
    let warnings = RuntimeWarning.capture {
      dark = HostedView(Text("Hi").padding().background(.ultraThinMaterial)).frame()
    }
    #expect(
      warnings == [
        "TempoUI: a Material is drawn as a translucent grey: TempoUI does not blur what is behind it"
      ])
    #expect(dark?.fills(Color(hex: 0x1C1C1E, opacity: 0.35)).count == 1)
    let light = HostedView(
      Text("Hi").padding().background(.regularMaterial).preferredColorScheme(.light)
    ).frame()
    #expect(light.fills(Color(white: 1, opacity: 0.65)).count == 1)
  }

  @Test(
    "a material in a shape: .background(.thickMaterial, in: RoundedRectangle) fills the shape at 80 %"
  )
  func inAShape() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 30)
        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 8))
    ).frame()
    #expect(list.fills(Color(hex: 0x1C1C1E, opacity: 0.8)).count == 1)
  }
}
