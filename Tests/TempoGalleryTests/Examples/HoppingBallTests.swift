import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The hopping ball: its height and squash follow the keyframes at each frame, and the hop
/// loops every 1.2 s.
@MainActor
struct HoppingBallTests {
  @Test func theBallCrouchesHopsNinetyPointsLandsAndLoopsEveryOnePointTwoSeconds() throws {
    let example = HostedExample(HoppingBall())
    var rects: [CGRect] = []
    for frame in 0...150 {
      rects.append(try #require(example.run(to: frame).fills(.orange).first?.rect))
    }
    let rest = rects[0]
    #expect(abs(rest.height - 40) < 1e-6)
    // 0.1 s (frame 6): crouched to 0.7 of its height and 1/0.7 of its width, on the ground.
    #expect(abs(rects[6].height - 28) < 1e-6)
    #expect(abs(rects[6].width - 40 / 0.7) < 1e-6)
    #expect(abs(rects[6].maxY - rest.maxY) < 1e-6)
    // 0.5 s (frame 30): at the top, 90 points up; 0.9 s (frame 54): back on the ground.
    #expect(abs(rects[30].maxY - (rest.maxY - 90)) < 1e-6)
    #expect(abs(rects[54].maxY - rest.maxY) < 1e-6)
    // 1.2 s = 72 frames: the loop starts again.
    for frame in 0...78 {
      let (a, b) = (rects[frame], rects[frame + 72])
      #expect(
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
          && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6, "frame \(frame)")
    }
    #expect(!example.host.engine.isIdle)
  }
}
