import Testing

@testable import TempoRender

@MainActor
@Suite("FrameCache")
struct FrameCacheTests {
  @Test("a value made in one frame is reused in the next, and made again after a frame without it")
  func keepsTwoFrames() {
    let cache = FrameCache<String, Int>()
    var made = 0
    func value() -> Int? {
      cache.value(for: "a") {
        made += 1; return made
      }
    }
    #expect(value() == 1 && value() == 1)
    cache.endFrame()
    #expect(value() == 1)  // used in the previous frame
    cache.endFrame()
    cache.endFrame()  // a frame without it: dropped
    #expect(value() == 2)
    #expect(made == 2)
  }

  @Test("a nil from make is not kept: the next request makes again")
  func doesNotKeepNil() {
    let cache = FrameCache<Int, String>()
    var calls = 0
    _ = cache.value(for: 1) {
      calls += 1; return nil
    }
    _ = cache.value(for: 1) {
      calls += 1; return nil
    }
    #expect(calls == 2 && cache.count == 0)
  }
}
