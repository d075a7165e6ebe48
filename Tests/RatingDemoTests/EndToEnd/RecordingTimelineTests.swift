import TempoRender
import TempoSDL
import Testing

/// The recorded frames of one click, checked pixel by pixel against the spec's timeline.
///
/// The script clicks star 3 at 0.5 s; at 60 fps frame k shows the scene at k/60 s, so the click
/// lands on frame 30. Expected pixels come from the cubic-Bézier curves (``DemoPixels/easeIn``,
/// ``DemoPixels/easeOut``, an independent bisection solver) and the blend formula.
@Suite(
  "Recording: a click's stars and popup, frame by frame",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct RecordingTimelineTests {
  static let pixels = DemoPixels(width: 240, height: 120)
  static let oneClick = "0.50 click star 3\n"

  /// The popup's opacity `elapsed` seconds after the click's frame; nil once it has left.
  ///
  /// easeIn over 0.2 s from the click; shown until 1 s after it; then 1 − easeOut over 0.1 s.
  static func expectedOpacity(sinceClick elapsed: Double) -> Double? {
    if elapsed < 0 { return nil }
    if elapsed <= 0.2 { return DemoPixels.easeIn.value(at: elapsed / 0.2) }
    if elapsed <= 1.0 { return 1 }
    if elapsed < 1.1 { return 1 - DemoPixels.easeOut.value(at: (elapsed - 1.0) / 0.1) }
    return nil
  }

  /// The first frame that shows the click: star 1's centre turns yellow.
  static func clickFrame(in frames: RecordedFrames) -> Int? {
    frames.images.firstIndex { $0.isYellowStar(at: pixels.starCenter(1)) }
  }

  /// Checks the popup on frame `index` against `opacity` (nil: no popup pixel at all).
  static func expectPopup(
    _ image: RGBAImage, opacity: Double?, frame index: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let point = pixels.popupBackground
    guard let opacity else {
      let lit = pixels.popupBands.map { image.litPixels(in: $0) }.reduce(0, +)
      #expect(lit == 0, "frame \(index): the popup is gone", sourceLocation: sourceLocation)
      return
    }
    let expected = DemoPixels.popupChannel(opacity: opacity)
    #expect(
      image.matches([expected, expected, expected], at: point),
      "frame \(index): opacity \(opacity) → \(expected), got \(image.rgb(point))",
      sourceLocation: sourceLocation)
  }

  @Test("the popup fades in along easeIn over 0.2 s and out along easeOut 1 s after the click")
  func popupOpacityFollowsTheCurves() async throws {
    let frames = try await RecordedFrames.record(script: Self.oneClick)
    #expect(frames.images.count == 150, "2.5 s at 60 fps")
    let click = try #require(Self.clickFrame(in: frames))
    #expect(click == 30, "the click at 0.5 s shows on frame 30 (0.5 × 60)")
    for (index, image) in frames.images.enumerated() {
      let elapsed = Double(index - click) / 60
      Self.expectPopup(image, opacity: Self.expectedOpacity(sinceClick: elapsed), frame: index)
    }
    // The fade-in really is gradual: some frames are strictly between transparent and opaque.
    let inBetween = (click...(click + 12)).filter { index in
      let grey = frames.images[index].rgb(Self.pixels.popupBackground)[0]
      return grey > 10 && grey < DemoPixels.popupChannel(opacity: 1) - 10
    }
    #expect(inBetween.count >= 8)
  }

  @Test("stars 1–3 are filled #FFD60A from the click's frame on; stars 4–5 stay outlines")
  func starsFillOnTheClicksFrame() async throws {
    let frames = try await RecordedFrames.record(script: Self.oneClick)
    let click = try #require(Self.clickFrame(in: frames))
    for (index, image) in frames.images.enumerated() {
      let center = { (n: Int) in Self.pixels.starCenter(n) }
      guard index >= click else {
        // An outline star's centre is the black background.
        for n in 1...5 { #expect(image.rgb(center(n)) == [0, 0, 0], "frame \(index) star \(n)") }
        continue
      }
      let opacity = Self.expectedOpacity(sinceClick: Double(index - click) / 60) ?? 0
      // Star 1 lies left of the popup; star 2 under its plain background (clear of the text).
      #expect(image.isYellowStar(at: center(1)), "frame \(index): star 1 \(image.rgb(center(1)))")
      #expect(
        image.matches(DemoPixels.popupOverYellow(opacity: opacity), at: center(2)),
        "frame \(index): star 2 under the popup at \(opacity): \(image.rgb(center(2)))")
      if opacity == 0 {
        // Star 3 sits under the popup's text: check it whenever the popup is transparent.
        #expect(image.isYellowStar(at: center(3)), "frame \(index): star 3")
        for n in 4...5 { #expect(image.rgb(center(n)) == [0, 0, 0], "frame \(index) star \(n)") }
      }
    }
  }

  @Test("a second click 0.5 s later does not postpone the hide")
  func secondClickDoesNotPostponeTheHide() async throws {
    let frames = try await RecordedFrames.record(script: Self.oneClick + "1.00 click star 5\n")
    let click = try #require(Self.clickFrame(in: frames))
    let second = try #require(
      frames.images.firstIndex { $0.isYellowStar(at: Self.pixels.starCenter(5)) })
    #expect(second == 60, "the second click at 1.0 s fills star 5 on frame 60")
    for (index, image) in frames.images.enumerated() {
      // The same timeline as a single click: hidden 1 s after the first click, and it stays
      // hidden after the second click's own hide (2.0 s) too.
      let elapsed = Double(index - click) / 60
      Self.expectPopup(image, opacity: Self.expectedOpacity(sinceClick: elapsed), frame: index)
    }
  }
}
