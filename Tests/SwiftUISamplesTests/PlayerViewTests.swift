import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The example of SwiftUI's `Binding` documentation: a `PlayButton` given `$isPlaying` by its
/// `PlayerView`. A click writes through the binding; the button and the title both follow.
@MainActor
@Suite("SwiftUI samples: Binding's PlayButton")
struct PlayerViewTests {
  let samples = SwiftUISamplesTests()

  /// The colour the text `string` is drawn in, in `list`.
  func color(of string: String, in list: DisplayList) -> TempoUI.Color? {
    for command in list.commands {
      if case .text(string, _, let color, _, _, _, _, _) = command { return color }
    }
    return nil
  }

  @Test("Play, then Pause after a click, then Play again: the button follows its binding")
  func buttonFollowsItsBinding() {
    let episode = Episode(title: "Episode 1", showTitle: "Show")
    let (timeline, host) = samples.host(PlayerView(episode: episode))
    #expect(host.center(ofText: "Play") != nil)
    for (frame, shown) in [(61, "Pause"), (121, "Play")] {
      timeline.move(toFrame: frame - 1)
      host.click(text: shown == "Pause" ? "Play" : "Pause")
      _ = timeline.draw(host, through: frame)
      #expect(host.center(ofText: shown) != nil, "frame \(frame)")
    }
  }

  @Test("the title is secondary while paused and primary (white, dark appearance) while playing")
  func titleFollowsTheState() throws {
    let (timeline, host) = samples.host(PlayerView(episode: Episode(title: "E", showTitle: "S")))
    let paused = try #require(color(of: "E", in: timeline.draw(host, through: 1)))
    #expect(paused == TempoUI.Color.secondary)
    host.click(at: try #require(host.center(ofText: "Play")))
    let playing = try #require(color(of: "E", in: timeline.draw(host, through: 2)))
    #expect(playing == TempoUI.Color.white)
  }
}
