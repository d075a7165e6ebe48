import Foundation
import TempoRender
import TempoSDL
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The demo in a real window under Xvfb, driven with xdotool and checked by screenshots.
///
/// One parent suite, serialized, so that only one demo window is on the display at a time (the
/// nested suites in `Window*Tests.swift` run one after another).
@Suite(
  "Window (under Xvfb)", .serialized,
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .enabled(if: XDisplay.isAvailable, Comment(rawValue: XDisplay.missing)), .timeLimit(.minutes(1)))
struct WindowTests {
  /// A path for a screenshot in the temporary directory; it is kept, for a person to look at.
  static func screenshotPath(_ name: String) -> String {
    (NSTemporaryDirectory() as NSString).appendingPathComponent("tempo-e2e-\(name).png")
  }

  /// Whether star `n`'s centre in `image` is #FFD60A under the fully shown popup: the blend
  /// formula at the popup's known alpha (0.81 → 207/255), within 2/255. Star centres are
  /// inside the glyphs, away from any anti-aliased edge.
  static func isYellowUnderPopup(_ image: RGBAImage, star n: Int, in pixels: DemoPixels) -> Bool {
    image.matches(DemoPixels.popupOverYellow(opacity: 1), at: pixels.starCenter(n))
  }

  /// Whether star `n`'s centre in `image` is the black inside of an outline under the fully
  /// shown popup: the popup's own known colour, within 2/255.
  static func isEmptyUnderPopup(_ image: RGBAImage, star n: Int, in pixels: DemoPixels) -> Bool {
    let channel = PopupFilm.fullChannel
    return image.matches([channel, channel, channel], at: pixels.starCenter(n))
  }

  /// Sends an input with `send` and watches the popup for 1.6 s after it, checking the spec's
  /// timeline: fully shown (its known colour) within 0.5 s (the 0.2 s easeIn, input delivery
  /// and a frame), still fully shown at least 0.8 s after the input arrived (it stays 1 s;
  /// xdotool may return 0.1 s after delivering it), and gone at most 1.3 s after the input was
  /// sent (1 s + the 0.1 s easeOut, plus 0.2 s for delivery and frames). Returns screenshots of
  /// the window with the popup fully shown (nil if it never was) and at the end.
  static func expectPopupShownForASecond(
    in demo: DemoWindow, name: String, sourceLocation: SourceLocation = #_sourceLocation,
    after send: () async throws -> SentInput
  ) async throws -> (full: RGBAImage?, after: RGBAImage) {
    let (x, y) = demo.pixels.popupBackground
    let watch = try await PixelWatch(window: demo.window, x: x, y: y)
    let input = try await send()
    let path = screenshotPath(name)
    let shown = try await demo.screenshot(
      to: path, until: { PopupFilm.isFullyShown($0.rgb(demo.pixels.popupBackground)) },
      timeout: 1)
    let full = PopupFilm.isFullyShown(shown.rgb(demo.pixels.popupBackground)) ? shown : nil
    let film = PopupFilm(readings: try await watch.readings(until: input.ended + 1.6), input: input)
    let after = try await demo.screenshot(to: screenshotPath(name + "-after"))
    guard let first = film.firstFull, let last = film.lastFull else {
      Issue.record(
        "the popup never showed its colour \(PopupFilm.fullChannel): \(film.summary); demo \(demo.status)",
        sourceLocation: sourceLocation)
      return (full, after)
    }
    let gone = film.firstGone
    print(
      "\(name): fully shown by \(ms(film.latest(first))) ms, still at \(ms(film.earliest(last))) ms, "
        + "gone by \(gone.map { "\(ms(film.latest($0))) ms" } ?? "never") after the input")
    #expect(film.latest(first) <= 0.5, "\(film.summary)", sourceLocation: sourceLocation)
    #expect(film.earliest(last) >= 0.8, "\(film.summary)", sourceLocation: sourceLocation)
    #expect(gone != nil, "the popup goes: \(film.summary)", sourceLocation: sourceLocation)
    if let gone {
      #expect(film.latest(gone) <= 1.3, "\(film.summary)", sourceLocation: sourceLocation)
    }
    return (full, after)
  }

  /// `seconds` in whole milliseconds, for logs.
  static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

  /// Ends the demo with SIGTERM if a test left it running, and waits for it.
  static func stop(_ demo: DemoWindow) async {
    if demo.process.isRunning { demo.process.send(SIGTERM) }
    _ = await demo.process.waitForExit(timeout: 5)
  }
}
