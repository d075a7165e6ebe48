import Tempo
import TempoScene
import TempoUICore
import Testing

/// `background(in:)` fills a shape with the style `backgroundStyle(_:)` set above it.
@MainActor
@Suite("backgroundStyle and background(in:)")
struct ViewBackgroundStyleTests {
  @Test("background(in: Capsule()) under backgroundStyle(.blue) fills the 60 × 30 frame blue")
  func fillsWithTheStyleSet() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 30).background(in: Capsule()).backgroundStyle(.blue)
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(210, 145, 60, 30)])
  }

  @Test("without a backgroundStyle, background(in:) fills with the system background (black)")
  func defaultsToSystemBackground() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 30).background(in: RoundedRectangle(cornerRadius: 6))
    ).frame()
    #expect(list.fills(.black).map(\.rect) == [rect(210, 145, 60, 30)])
  }

  @Test("a gradient background style is drawn as a gradient in the shape")
  func gradientStyle() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 30).background(in: Rectangle())
        .backgroundStyle(Color.orange.gradient)
    ).frame()
    #expect(list.gradients.map(\.rect) == [rect(210, 145, 60, 30)])
  }

  @Test("background() with no style fills the frame with the background style")
  func backgroundWithoutShape() {
    let list = HostedView(
      Color.clear.frame(width: 60, height: 30).background().backgroundStyle(.red)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(210, 145, 60, 30)])
  }
}
