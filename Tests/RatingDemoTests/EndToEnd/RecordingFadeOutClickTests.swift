import TempoSDL
import Testing

/// A click while the popup fades out: it must come back from where it is, with no flash.
@Suite(
  "Recording: a click during the fade-out",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct RecordingFadeOutClickTests {
  static let pixels = RecordingTimelineTests.pixels

  /// The largest change of opacity between two 60 fps frames that either transition can make:
  /// easeIn over 12 frames or easeOut over 6 (from the reference curves).
  static let largestStep: Double = {
    func steps(_ curve: (Double) -> Double, frames: Int) -> [Double] {
      (0..<frames).map {
        curve(Double($0 + 1) / Double(frames)) - curve(Double($0) / Double(frames))
      }
    }
    let easeIn = steps({ DemoPixels.easeIn.value(at: $0) }, frames: 12)
    let easeOut = steps({ DemoPixels.easeOut.value(at: $0) }, frames: 6)
    return (easeIn + easeOut).max() ?? 1
  }()

  /// The popup's opacity `elapsed` seconds after the fade-out began, when a click `clickAt`
  /// seconds into it re-inserts the popup: the spec's combining "chain form" (animation
  /// semantics §6). The removal (easeOut 0.1 s, towards −1) and the re-insertion (easeIn 0.2 s,
  /// towards the cumulative 0) run together: r = −easeOut(t/0.1), then r += (0 − r)·easeIn(…).
  static func chainOpacity(elapsed: Double, clickAt: Double) -> Double {
    var r = -DemoPixels.easeOut.value(at: elapsed / 0.1)
    if elapsed >= clickAt {
      r += (0 - r) * DemoPixels.easeIn.value(at: (elapsed - clickAt) / 0.2)
    }
    return 1 + r
  }

  @Test("the popup returns from its current opacity, never dropping to 0 or jumping")
  func clickDuringFadeOutHasNoFlash() async throws {
    // The hide starts at 1.5 s (frame 90) and lasts 0.1 s; 1.55 s (frame 93) is in the middle.
    let script = RecordingTimelineTests.oneClick + "1.55 click star 5\n"
    let frames = try await RecordedFrames.record(script: script, duration: 2.8)
    let first = try #require(RecordingTimelineTests.clickFrame(in: frames))
    let second = try #require(
      frames.images.firstIndex { $0.isYellowStar(at: Self.pixels.starCenter(5)) })
    #expect(second == 93, "the click at 1.55 s shows on frame 93")
    // Up to the second click, the single click's timeline, fade-out included.
    for index in 0..<second {
      let elapsed = Double(index - first) / 60
      RecordingTimelineTests.expectPopup(
        frames.images[index],
        opacity: RecordingTimelineTests.expectedOpacity(sinceClick: elapsed), frame: index)
    }
    // From the second click: both animations combined, back to 1 once the easeIn ends.
    let hide = first + 60
    for index in second...(second + 12) {
      let opacity = Self.chainOpacity(
        elapsed: Double(index - hide) / 60, clickAt: Double(second - hide) / 60)
      RecordingTimelineTests.expectPopup(frames.images[index], opacity: opacity, frame: index)
    }
    // No flash: the measured opacity never reaches 0 and never jumps by more than a frame of
    // either curve can move it.
    let opacities = frames.images.map {
      DemoPixels.opacity(fromChannel: $0.rgb(Self.pixels.popupBackground)[0])
    }
    let tolerance = 3 / DemoPixels.popupChannel(opacity: 1)
    for index in (second - 1)..<(second + 12) {
      let (now, next) = (opacities[index], opacities[index + 1])
      #expect(next > 0.05, "frame \(index + 1): the popup never vanishes (\(next))")
      #expect(abs(next - now) <= Self.largestStep + tolerance, "frame \(index + 1): no jump")
    }
    // It hides 1 s after the second click (2.55 s) after a 0.1 s fade: shown until frame 153,
    // gone from frame 159.
    for index in (second + 12)...(second + 60) {
      RecordingTimelineTests.expectPopup(frames.images[index], opacity: 1, frame: index)
    }
    for index in (second + 66)..<frames.images.count {
      RecordingTimelineTests.expectPopup(frames.images[index], opacity: nil, frame: index)
    }
  }
}
