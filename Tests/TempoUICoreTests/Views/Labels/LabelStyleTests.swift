import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A style that stacks the icon above the title.
private struct VerticalLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon
      configuration.title
    }
  }
}

/// `.labelStyle(_:)`: the built-in styles and a style of your own.
@MainActor
@Suite("LabelStyle")
struct LabelStyleTests {
  let label = Label("Favorites", systemImage: "star")

  @Test(".titleOnly shows the title alone; .iconOnly the icon alone; .titleAndIcon both")
  func builtInStyles() {
    let titleOnly = HostedView(label.labelStyle(.titleOnly))
    titleOnly.frame()
    #expect(titleOnly.host.count(of: Image.self) == 0 && titleOnly.host.count(of: Text.self) == 1)
    let iconOnly = HostedView(label.labelStyle(.iconOnly))
    iconOnly.frame()
    #expect(iconOnly.host.count(of: Image.self) == 1 && iconOnly.host.count(of: Text.self) == 0)
    let both = HostedView(label.labelStyle(.titleAndIcon))
    both.frame()
    #expect(both.host.count(of: Image.self) == 1 && both.host.count(of: Text.self) == 1)
  }

  @Test("a style of your own stacks the icon 4 points above the title")
  func customStyle() throws {
    let view = HostedView(label.labelStyle(VerticalLabelStyle()))
    view.frame()
    let icon = try #require(view.host.frames(of: Image.self).first)
    let title = try #require(view.host.frames(of: Text.self).first)
    #expect(abs(Double(title.minY - icon.maxY) - 4) < 1e-9)
    #expect(abs(Double(title.midX - icon.midX)) < 1e-9)
  }
}
