import Tempo
import TempoScene
import TempoUICore
import Testing

/// A style as a background fills the view's frame, and inside `.cornerRadius` of its size it
/// takes the rounded corners.
@MainActor
@Suite("StyleFill")
struct StyleFillTests {
  @Test(".background(.orange) fills the padded text's frame with orange")
  func colorBackground() {
    let list = HostedView(Text("Hi").padding(8).background(.orange)).frame()
    let text = list.texts("Hi")[0].rect
    let fill = list.fills(.orange)
    #expect(fill.count == 1)
    #expect(fill.first.map { $0.rect.contains(text) } == true)
  }

  @Test(".background(LinearGradient).cornerRadius(10) draws the gradient in a rounded rectangle")
  func roundedGradientBackground() throws {
    let list = HostedView(
      Color.clear.frame(width: 100, height: 40)
        .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        .cornerRadius(10)
    ).frame()
    guard
      case .gradient(let path, _, nil, _, _)? = list.commands.first(where: {
        if case .gradient = $0 { true } else { false }
      })
    else {
      Issue.record("no gradient fill: \(list.dump())")
      return
    }
    // A rounded rectangle's outline has curves; a plain one only lines.
    #expect(path.elements.contains { if case .curve = $0 { true } else { false } })
  }

  @Test(".background(.orange, in: Capsule()) fills a capsule of the view's frame")
  func backgroundInShape() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 20).background(.orange, in: Capsule())
    ).frame()
    let fill = list.fills(.orange)
    #expect(fill.map(\.rect) == [rect(210, 150, 60, 20)])
  }
}
