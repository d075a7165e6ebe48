import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The heart reaction: each tap runs the phases once (lift, pop, back to rest) and leaves the
/// engine idle.
@MainActor
struct HeartReactionTests {
  @Test func aTapLiftsAndPopsTheHeartThenItSettlesWhereItWasAndTheEngineIdles() throws {
    let example = HostedExample(HeartReaction())
    let rest = try #require(example.run(to: 17).fills(.red).first?.rect)
    #expect(example.host.engine.isIdle)
    example.click("Like", atFrame: 18)
    var highest = rest.midY
    var widest = rest.width
    for frame in 19...150 {
      let rect = try #require(example.run(to: frame).fills(.red).first?.rect)
      highest = min(highest, rect.midY)
      widest = max(widest, rect.width)
    }
    // Lifted 30 points; popped towards 1.8 × (the bouncy spring overshoots it).
    #expect(highest <= rest.midY - 29)
    #expect(widest >= rest.width * 1.7)
    let settled = try #require(example.run(to: 151).fills(.red).first?.rect)
    #expect(abs(settled.midY - rest.midY) < 0.01 && abs(settled.width - rest.width) < 0.01)
    #expect(example.host.engine.isIdle)
  }
}
