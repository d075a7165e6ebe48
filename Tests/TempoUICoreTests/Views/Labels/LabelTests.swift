import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Label`: the icon, then the title, in a row; `Button(_:systemImage:action:)` shows one.
@MainActor
@Suite("Label")
struct LabelTests {
  @Test(
    "Label(\"Favorites\", systemImage: \"star\"): the star leading, the title trailing, 8 points apart, centred on one line"
  )
  func iconThenTitle() throws {
    let view = HostedView(Label("Favorites", systemImage: "star"))
    view.frame()
    let icon = try #require(view.host.frames(of: Image.self).first)
    let title = try #require(view.host.frames(of: Text.self).first)
    #expect(abs(Double(title.minX - icon.maxX) - 8) < 1e-9, "\(icon) then \(title)")
    #expect(abs(Double(title.midY - icon.midY)) < 1e-9)
    #expect(abs(Double((icon.minX + title.maxX) / 2) - 240) < 1e-9, "the row centred in 480")
  }

  @Test("Label(title:icon:) takes any views: a 20-point red square as the icon")
  func viewBuilders() throws {
    let list = HostedView(
      Label {
        Text("Custom")
      } icon: {
        Color.red.frame(width: 20, height: 20)
      }
    ).frame()
    let square = try #require(list.fills(.red).first)
    let title = try #require(list.texts("Custom").first)
    #expect(square.rect.width == 20 && square.rect.maxX < title.rect.minX)
  }

  @Test(
    "Button(\"Add\", systemImage: \"plus\") shows the symbol and the title in the accent colour and runs its action"
  )
  func buttonWithSystemImage() throws {
    let probe = Probe()
    let view = HostedView(Button("Add", systemImage: "plus") { probe.count += 1 })
    let list = view.frame(0)
    #expect(list.texts("Add").first?.color.isClose(to: ButtonTests.accent) == true)
    #expect(view.host.frames(of: Image.self).count == 1)
    view.click(text: "Add")
    view.frame(1)
    #expect(probe.count == 1)
  }
}
