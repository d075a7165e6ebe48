// TempoUI's getting-started example (Sources/TempoUI/TempoUI.docc), kept compiling and running
// (keep it in sync with the article).
// The views are in Readme/LikeButton.swift, which imports only TempoUI, as the README's does.
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@MainActor
@Suite("The getting-started TempoUI example")
struct ReadmeTempoUIExampleTests {
  @Test("a click fills the heart red at once and springs its scale past 1.5, settling there")
  func likes() throws {
    let timeline = FrameTimeline()
    let host = ViewHost(LikeButton(), scene: timeline.scene)
    _ = host.frame()
    let heart = try #require(host.center(ofSymbol: "heart", 1))
    host.click(at: heart)
    var scales: [Double] = []
    for frame in 1...90 {
      timeline.move(toFrame: frame)
      let list = host.frame()
      #expect(fillOpacities(of: .red, in: list).count == 1, "frame \(frame)")
      for command in list.commands {
        if case .fill(_, .red, let transform, _) = command { scales.append(transform.a) }
      }
    }
    // A spring with bounce 0.5 overshoots its target, and has settled 1.5 s later.
    #expect(scales.max() ?? 0 > 1.5 + 0.05)
    #expect(abs((scales.last ?? 0) - 1.5) < 1e-3)
  }
}
