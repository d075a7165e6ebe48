import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The card: `withAnimation(.easeInOut(duration: 0.5)) { … } completion: { flips += 1 }`.
@MainActor
struct FlipCardTests {
  /// At 64 fps the 0.5 s flip started at frame 16 (0.25 s) ends exactly at frame 48 (0.75 s).
  @Test(.timeLimit(.minutes(1))) func theCompletionRunsOnceWhenTheHalfSecondFlipHasEnded() {
    let example = HostedExample(FlipCard(), fps: 64)
    example.click("Flip", atFrame: 16)
    #expect(example.run(to: 47).textOpacities("Flips: 0") == [1])
    // The last frame of the flip: orange (through linear light), the completion not yet shown.
    let end = example.run(to: 48)
    #expect(end.fills(.orange).count == 1 && end.textOpacities("Flips: 0") == [1])
    for frame in 49...160 {
      #expect(example.run(to: frame).textOpacities("Flips: 1") == [1], "frame \(frame)")
    }
  }

  @Test(.timeLimit(.minutes(1))) func theCardIsMirroredAndOrangeAfterTheFlip() {
    let example = HostedExample(FlipCard(), fps: 64)
    let blue = example.run(to: 15).fills(.blue)
    #expect(blue.count == 1)
    example.click("Flip", atFrame: 16)
    let orange = example.run(to: 64).fills(.orange)
    #expect(orange.count == 1)
    #expect(orange.first?.transform.a == -1)
    #expect(orange.first.map { abs($0.rect.width - blue[0].rect.width) < 1e-9 } == true)
  }
}
