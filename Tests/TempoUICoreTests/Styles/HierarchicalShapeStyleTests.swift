import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.primary` … `.quaternary` as shape styles are iOS's label colours of each level.
@MainActor
@Suite("HierarchicalShapeStyle")
struct HierarchicalShapeStyleTests {
  /// A 20 × 20 rectangle filled with `style`, hosted in `scheme`.
  func fill(_ style: HierarchicalShapeStyle, _ scheme: ColorScheme) -> [Drawn] {
    HostedView(Rectangle().fill(style).frame(width: 20, height: 20).preferredColorScheme(scheme))
      .frame().drawn
  }

  @Test(
    "dark: primary white; secondary, tertiary, quaternary #EBEBF5 at 60, 30, 18 % (iOS's label colours)"
  )
  func darkLevels() {
    #expect(fill(.primary, .dark).map(\.color) == [.white])
    #expect(fill(.secondary, .dark).map(\.color) == [Color(hex: 0xEBEBF5, opacity: 0.6)])
    #expect(fill(.tertiary, .dark).map(\.color) == [Color(hex: 0xEBEBF5, opacity: 0.3)])
    #expect(fill(.quaternary, .dark).map(\.color) == [Color(hex: 0xEBEBF5, opacity: 0.18)])
  }

  @Test("light: primary black; the lower levels #3C3C43 at 60, 30, 18 %")
  func lightLevels() {
    #expect(fill(.primary, .light).map(\.color) == [.black])
    #expect(fill(.secondary, .light).map(\.color) == [Color(hex: 0x3C3C43, opacity: 0.6)])
    #expect(fill(.tertiary, .light).map(\.color) == [Color(hex: 0x3C3C43, opacity: 0.3)])
    #expect(fill(.quaternary, .light).map(\.color) == [Color(hex: 0x3C3C43, opacity: 0.18)])
  }

  @Test("the levels are ShapeStyle members in foregroundStyle, fill and background")
  func membersInEveryPlace() {
    let list = HostedView(
      VStack {
        Rectangle().frame(width: 10, height: 10).foregroundStyle(.secondary)
        Circle().fill(.tertiary).frame(width: 10, height: 10)
        Color.clear.frame(width: 10, height: 10).background(.quaternary)
      }
    ).frame()
    #expect(list.fills(Color(hex: 0xEBEBF5, opacity: 0.6)).count == 1)
    #expect(list.fills(Color(hex: 0xEBEBF5, opacity: 0.3)).count == 1)
    #expect(list.fills(Color(hex: 0xEBEBF5, opacity: 0.18)).count == 1)
  }
}
