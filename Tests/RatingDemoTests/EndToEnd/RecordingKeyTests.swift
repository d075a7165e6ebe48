import TempoSDL
import Testing

/// Script `key NAME` lines in a recording: S (slow motion), Space (pause), ←/→ and Enter, checked
/// frame by frame against the curves (60 fps: frame k shows the scene at k/60 s, and an event at
/// t s is delivered before frame t · 60 is ticked).
@Suite(
  "Recording: keys",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct RecordingKeyTests {
  static let pixels = RecordingTimelineTests.pixels
  static let gray: [Double] = [0x8E, 0x8E, 0x93]

  /// The first frame from `start` on whose popup has its fully shown colour (within 2/255).
  static func firstFullFrame(in frames: RecordedFrames, from start: Int) -> Int? {
    let full = DemoPixels.popupChannel(opacity: 1)
    return frames.images.indices.dropFirst(start).first {
      frames.images[$0].matches([full, full, full], at: pixels.popupBackground)
    }
  }

  @Test("after 'key s', a click's popup fades in along easeIn over 2 s: 120 frames, 10 × the 12")
  func slowMotion() async throws {
    let normal = try await RecordedFrames.record(script: "0.50 click star 3\n", duration: 1)
    let slow = try await RecordedFrames.record(
      script: "0.10 key s\n0.50 click star 3\n", duration: 3)
    #expect(RecordingTimelineTests.clickFrame(in: slow) == 30)
    for index in 30..<slow.images.count {
      let opacity = DemoPixels.easeIn.value(at: min(Double(index - 30) / 60 / 2, 1))
      RecordingTimelineTests.expectPopup(slow.images[index], opacity: opacity, frame: index)
    }
    let normalFade = try #require(Self.firstFullFrame(in: normal, from: 30)) - 30
    let slowFade = try #require(Self.firstFullFrame(in: slow, from: 30)) - 30
    #expect(normalFade == 12, "easeIn 0.2 s at 60 fps")
    #expect(slowFade == 10 * normalFade, "slow motion: \(slowFade) frames")
  }

  /// The popup's opacity on frame `index` when star 3 is clicked at 0.5 s (frame 30) and Space
  /// is pressed at 0.6 s (frame 36) and 1.0 s (frame 60).
  ///
  /// PausableAnimation keeps the time of the first paused frame (6/60 s) until the resume; from
  /// frame 60 on the fade-in sees 6/60 s again and goes on, 24 frames late. The hide is
  /// scheduled on the animation clock 1 s after the click, unpaused: frame 90, as without Space.
  static func pausedOpacity(frame index: Int) -> Double? {
    let k = index - 30
    switch k {
    case 30...60: return DemoPixels.easeIn.value(at: min(Double(k - 24) / 12, 1))
    case 6..<30: return DemoPixels.easeIn.value(at: 0.5)
    default: return RecordingTimelineTests.expectedOpacity(sinceClick: Double(k) / 60)
    }
  }

  @Test("'key space' at 0.6 s freezes the fade-in at easeIn(0.5) until the second at 1.0 s")
  func spacePauses() async throws {
    let frames = try await RecordedFrames.record(
      script: "0.50 click star 3\n0.60 key space\n1.00 key space\n", duration: 2)
    #expect(RecordingTimelineTests.clickFrame(in: frames) == 30)
    for (index, image) in frames.images.enumerated() {
      RecordingTimelineTests.expectPopup(
        image, opacity: Self.pausedOpacity(frame: index), frame: index)
    }
    // Frozen means the same pixels, not only the same opacity within a tolerance.
    let frozen = Set((36..<60).map { frames.images[$0].rgb(Self.pixels.popupBackground) })
    #expect(frozen.count == 1)
  }

  @Test(
    "'key right' twice moves the gray focus marker to star 2; 'key return' rates 2 and shows the popup"
  )
  func arrowsAndReturn() async throws {
    let frames = try await RecordedFrames.record(
      script: "0.50 key right\n0.60 key right\n0.70 key return\n", duration: 2.5)
    let marker = { (n: Int) in Self.pixels.focusMarker(under: n) }
    for index in 0..<42 {
      let image = frames.images[index]
      let under: Int? = index < 30 ? nil : index < 36 ? 1 : 2
      for n in 1...3 {
        if n == under {
          #expect(image.matches(Self.gray, at: marker(n)), "frame \(index): marker under \(n)")
        } else {
          #expect(image.rgb(marker(n)) == [0, 0, 0], "frame \(index): no marker under \(n)")
        }
      }
      for n in 1...5 {
        #expect(image.rgb(Self.pixels.starCenter(n)) == [0, 0, 0], "frame \(index)")
      }
    }
    // Return at 0.7 s rates the focused star on frame 42, like a click there.
    for (index, image) in frames.images.enumerated() {
      let opacity = RecordingTimelineTests.expectedOpacity(sinceClick: Double(index - 42) / 60)
      RecordingTimelineTests.expectPopup(image, opacity: opacity, frame: index)
      if index >= 42 {
        #expect(image.isYellowStar(at: Self.pixels.starCenter(1)), "frame \(index): star 1")
      }
    }
    let last = try #require(frames.images.last)
    #expect(last.isYellowStar(at: Self.pixels.starCenter(2)))
    #expect(last.rgb(Self.pixels.starCenter(3)) == [0, 0, 0])
    #expect(last.matches(Self.gray, at: marker(2)), "the marker stays under star 2")
  }
}
