import Foundation
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
  .enabled(if: XDisplay.isAvailable, Comment(rawValue: XDisplay.missing)))
struct WindowTests {
  /// A path for a screenshot in the temporary directory; it is kept, for a person to look at.
  static func screenshotPath(_ name: String) -> String {
    (NSTemporaryDirectory() as NSString).appendingPathComponent("tempo-e2e-\(name).png")
  }

  /// Whether star `n`'s centre in `image` is #FFD60A under the popup, at the opacity the popup's
  /// background shows in the same image (the blend formula, within 3/255).
  static func isYellowUnderPopup(_ image: RGBAImage, star n: Int, in pixels: DemoPixels) -> Bool {
    let opacity = popupOpacity(in: image, pixels: pixels)
    return image.matches(
      DemoPixels.popupOverYellow(opacity: opacity), at: pixels.starCenter(n), within: 3)
  }

  /// Whether star `n`'s centre in `image` is the black inside of an outline under the popup.
  static func isEmptyUnderPopup(_ image: RGBAImage, star n: Int, in pixels: DemoPixels) -> Bool {
    let channel = DemoPixels.popupChannel(opacity: popupOpacity(in: image, pixels: pixels))
    return image.matches([channel, channel, channel], at: pixels.starCenter(n), within: 3)
  }

  /// The popup's opacity, read from its background pixel.
  static func popupOpacity(in image: RGBAImage, pixels: DemoPixels) -> Double {
    DemoPixels.opacity(fromChannel: image.rgb(pixels.popupBackground)[0])
  }

  /// Ends the demo with SIGTERM if a test left it running, and waits for it.
  static func stop(_ demo: DemoWindow) async {
    if demo.process.isRunning { demo.process.send(SIGTERM) }
    _ = await demo.process.waitForExit(timeout: 5)
  }
}
