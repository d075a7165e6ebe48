import TempoScene
@testable import TempoUICore
import Testing

/// `AnyStyle`: a style kept whatever its type, whose body is the style's `makeBody` for the
/// configuration, hosted so the style's `@Environment` properties are read.
@MainActor
@Suite("AnyStyle")
struct AnyStyleTests {
  /// A label style that shows the title in the environment's tint.
  struct TintedTitle: LabelStyle {
    @Environment(\.tint) var tint
    func makeBody(configuration: Configuration) -> some View {
      configuration.title.foregroundColor(tint ?? .white)
    }
  }

  @Test("the body is the style's makeBody for the configuration, its @Environment connected")
  func bodyReadsEnvironment() {
    let style = AnyLabelStyle(style: TintedTitle())
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(AnyView(Text("Hi"))),
      icon: LabelStyleConfiguration.Icon(AnyView(EmptyView())))
    let list = HostedView(style.makeBody(configuration: configuration).tint(.orange)).frame()
    #expect(list.texts("Hi").first?.color == .orange)
  }
}
