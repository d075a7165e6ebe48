import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport
import Testing

/// The demo on a 2× X11 desktop (`GDK_SCALE=2`): the window has twice its points in pixels and
/// draws everything twice as large, and a click lands where the person sees the star.
@Suite(
  "Window at the desktop's 2× scale", .serialized,
  .enabled(if: XDisplay.isAvailable, "\(XDisplay.missing)"), .timeLimit(.minutes(1)))
struct WindowHiDPITests {
  /// A 240 × 160 pt demo at `scale` (its environment's GDK_SCALE), its first frame shown.
  struct ScaledDemo {
    let process: ChildProcess
    let window: String
    let path: String

    /// Launches the demo with `GDK_SCALE` set to `scale`, or unset when `scale` is nil.
    init(scale: Int?) async throws {
      process = try ChildProcess(
        try DemoBinary.executable(), ["--size", "240x160"],
        environment: ["GDK_SCALE": scale.map { "\($0)" }, "TEMPO_SCALE": nil])
      path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "tempo-e2e-hidpi-\(process.pid).png")
      let deadline = Date().addingTimeInterval(15)
      while Date() < deadline, process.isRunning {
        if let window = await XDisplay.window(ofProcess: process.pid),
          (try? await XDisplay.run("xdotool", ["windowmove", "--sync", window, "0", "0"])) != nil,
          let image = try? await XDisplay.screenshot(of: window, to: path),
          image.litPixels(in: (0..<image.width, 0..<image.height)) > 0
        {
          self.window = window
          return
        }
        try await Task.sleep(nanoseconds: 100_000_000)
      }
      throw XDisplayError(description: "the demo (GDK_SCALE \(scale ?? 0)) showed no first frame")
    }

    func screenshot() async throws -> RGBAImage {
      try await XDisplay.screenshot(of: window, to: path)
    }
  }

  /// The bounding box of the lit pixels: (minX, minY, maxX, maxY).
  static func litBox(_ image: RGBAImage) -> (Int, Int, Int, Int) {
    var box = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<image.height {
      for x in 0..<image.width where image.rgb((x, y)) != [0, 0, 0] {
        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
      }
    }
    return box
  }

  @Test(
    "GDK_SCALE=2: a 240 × 160 pt window is 480 × 320 pixels, its star row twice the 1× row's size")
  func drawsAtTwiceTheSize() async throws {
    let single = try await ScaledDemo(scale: 1)
    let singleImage = try await single.screenshot()
    let double = try await ScaledDemo(scale: 2)
    let doubleImage = try await double.screenshot()
    #expect(singleImage.width == 240 && singleImage.height == 160)
    #expect(doubleImage.width == 480 && doubleImage.height == 320)
    let (a, b) = (Self.litBox(singleImage), Self.litBox(doubleImage))
    try #require(a.0 <= a.2 && b.0 <= b.2, "a screenshot shows no lit pixel")
    // The row is 240 pt wide (5 × 28 + 4 × 25) and 28 pt tall at 1×: at 2× every extent doubles,
    // within 2 pixels of anti-aliased edge.
    let singleSize = (a.2 - a.0 + 1, a.3 - a.1 + 1)
    let doubleSize = (b.2 - b.0 + 1, b.3 - b.1 + 1)
    #expect(abs(doubleSize.0 - 2 * singleSize.0) <= 2, "\(singleSize) → \(doubleSize)")
    #expect(abs(doubleSize.1 - 2 * singleSize.1) <= 2, "\(singleSize) → \(doubleSize)")
  }

  @Test("GDK_SCALE=2: clicking star 3 where it shows (pixel 240, 160) rates 3")
  func clickLandsOnTheStarShown() async throws {
    let demo = try await ScaledDemo(scale: 2)
    // Star 3 is the window's centre: (120, 80) pt, (240, 160) pixels; star 2 is 53 pt left.
    try await XDisplay.run(
      "xdotool", ["mousemove", "--window", demo.window, "240", "160", "click", "1"])
    let deadline = Date().addingTimeInterval(3)
    var image = try await demo.screenshot()
    while !image.isYellowStar(at: (240 - 2 * 53, 160)) && Date() < deadline {
      try await Task.sleep(nanoseconds: 50_000_000)
      image = try await demo.screenshot()
    }
    #expect(image.isYellowStar(at: (240 - 2 * 53, 160)))
    #expect(image.isYellowStar(at: (240, 160 + 20)) == false)
  }

  @Test(
    "Xft.dpi 192 in the X resources (no GDK_SCALE): the 240 × 160 pt window is 480 × 320 pixels")
  func xftDPISetsTheScale() async throws {
    // The window suites run one at a time, so the display's resources can be set for this one.
    try await XDisplay.run(
      "xprop",
      ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER", "Xft.dpi:\t192"])
    let image: RGBAImage
    do {
      let demo = try await ScaledDemo(scale: nil)
      image = try await demo.screenshot()
    } catch {
      _ = try? await XDisplay.run("xprop", ["-root", "-remove", "RESOURCE_MANAGER"])
      throw error
    }
    try await XDisplay.run("xprop", ["-root", "-remove", "RESOURCE_MANAGER"])
    #expect(image.width == 480 && image.height == 320)
  }
}
