import Tempo
import TempoScene
import TempoUICore
import Testing

/// A style TempoUI does not draw says so once and paints nothing; `AnyShapeStyle` draws what
/// it wraps; the colours are shape styles (`.fill(.red)`).
@MainActor
@Suite("ShapeStyle")
struct ShapeStyleTests {
  struct Hatched: ShapeStyle {}

  @Test("an unknown shape style logs one line naming it and fills with a transparent colour")
  func unknownStyle() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(Rectangle().fill(Hatched()).frame(width: 10, height: 10)).frame()
    }
    #expect(
      warnings == [
        "TempoUI: TempoUI draws Color, gradients and AnyShapeStyle; the shape style Hatched is not drawn"
      ])
    #expect(list?.fills(.clear).count == 1)
  }

  @Test("AnyShapeStyle(Color.red) fills red; AnyShapeStyle(a gradient) draws the gradient")
  func erasedStyles() {
    let red = HostedView(Rectangle().fill(AnyShapeStyle(Color.red)).frame(width: 10, height: 10))
      .frame()
    #expect(red.fills(.red).count == 1)
    let gradient = HostedView(
      Rectangle()
        .fill(
          AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        )
        .frame(width: 10, height: 10)
    ).frame()
    #expect(gradient.gradients.count == 1)
  }

  @Test("the system colours are shape styles: .fill(.mint) fills with Color.mint")
  func colorsAsStyles() {
    let list = HostedView(Rectangle().fill(.mint).frame(width: 10, height: 10)).frame()
    #expect(list.fills(.mint).count == 1)
  }
}
