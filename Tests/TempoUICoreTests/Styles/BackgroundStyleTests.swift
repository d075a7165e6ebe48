import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.background` as a shape style is the system background: black when dark, white when light.
@MainActor
@Suite("BackgroundStyle")
struct BackgroundStyleTests {
  @Test("a rectangle filled with .background is black when dark and white when light")
  func systemBackground() {
    let view = Rectangle().fill(.background).frame(width: 20, height: 20)
    #expect(HostedView(view).frame().drawn.map(\.color) == [.black])
    #expect(
      HostedView(view.preferredColorScheme(.light)).frame().drawn.map(\.color) == [.white])
  }
}
