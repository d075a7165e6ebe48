import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ModifiedContent` is the view `.modifier(_:)` makes: its content and its modifier.
@MainActor
@Suite("ModifiedContent")
struct ModifiedContentTests {
  struct Tinted: ViewModifier {
    var color: Color
    func body(content: Content) -> some View { content.foregroundColor(color) }
  }

  @Test(".modifier(m) keeps the content and m, and draws as ModifiedContent(content:modifier:)")
  func modifierMakesModifiedContent() {
    let made = Rectangle().frame(width: 20, height: 20).modifier(Tinted(color: .green))
    #expect(made.modifier.color == .green)
    let list = HostedView(
      ModifiedContent(
        content: Rectangle().frame(width: 20, height: 20), modifier: Tinted(color: .green))
    ).frame()
    #expect(list.fills(.green).map(\.rect) == [rect(230, 150, 20, 20)])
  }
}
