import Tempo
import TempoScene
import Testing

/// Filtering the colours of a command.
@Suite("DrawCommand.filteringColors")
struct DrawCommandColorsTests {
  let grey = ColorMatrix.saturation(0)
  let red = Color(red: 1, green: 0, blue: 0)
  let luma = Color(red: 0.213, green: 0.213, blue: 0.213)

  @Test("a fill, a stroke and a text take the filtered colour; a clip is unchanged")
  func solidCommands() {
    let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let fill = DrawCommand.fill(path, color: red, transform: .identity, opacity: 1)
    #expect(
      fill.filteringColors(grey) == .fill(path, color: luma, transform: .identity, opacity: 1))
    let stroke = DrawCommand.stroke(
      path, color: red, style: StrokeStyle(), transform: .identity, opacity: 1)
    #expect(
      stroke.filteringColors(grey)
        == .stroke(path, color: luma, style: StrokeStyle(), transform: .identity, opacity: 1))
    let text = DrawCommand.text(
      "a", fontSize: 10, color: red, origin: .zero, transform: .identity, opacity: 1)
    #expect(
      text.filteringColors(grey)
        == .text("a", fontSize: 10, color: luma, origin: .zero, transform: .identity, opacity: 1))
    let clip = DrawCommand.pushClip(CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(clip.filteringColors(grey) == clip)
  }

  @Test("a gradient's every stop is filtered, its locations kept")
  func gradientStops() {
    let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let blue = Color(red: 0, green: 0, blue: 1)
    let paint = GradientPaint(
      kind: .linear(start: .leading, end: .trailing),
      stops: [.init(color: red, location: 0), .init(color: blue, location: 0.6)])
    guard
      case .gradient(_, let filtered, _, _, _) = DrawCommand.gradient(
        path, paint: paint, style: nil, transform: .identity, opacity: 1
      ).filteringColors(grey)
    else {
      Issue.record("not a gradient")
      return
    }
    #expect(filtered.stops.map(\.location) == [0, 0.6])
    #expect(filtered.stops[0].color == luma)
    #expect(filtered.stops[1].color == ColorMatrix.saturation(0).applied(to: blue))
  }
}
