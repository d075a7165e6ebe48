import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport
import Testing

/// The demo on Wayland, natively (SDL's wayland driver, no X display in its environment), under
/// a private weston: the toplevel's app_id matches the desktop entry, the frame shows, and a
/// click rates, at output scales 1 and 2.
@Suite(
  "Window on Wayland (weston)", .serialized,
  .enabled(if: XDisplay.isAvailable, "\(XDisplay.missing)"),
  .enabled(if: WestonCompositor.isAvailable, "\(WestonCompositor.missing)"),
  .enabled(if: DemoBinary.path != nil, "\(DemoBinary.missing)"), .timeLimit(.minutes(1)))
struct WindowWaylandTests {
  /// The demo as weston's one 240 × 160 pt app at `scale`, its first frame on the output.
  struct WaylandDemo {
    let weston: WestonCompositor
    let process: ChildProcess
    let scale: Int

    init(scale: Int) async throws {
      self.scale = scale
      weston = try await WestonCompositor(width: 240, height: 160, scale: scale)
      // WAYLAND_DEBUG=client logs every request the demo sends, set_app_id among them.
      var environment = weston.clientEnvironment
      environment["WAYLAND_DEBUG"] = "client"
      process = try ChildProcess(
        try DemoBinary.executable(), ["--size", "240x160"], environment: environment)
      let deadline = Date().addingTimeInterval(15)
      while Date() < deadline, process.isRunning {
        if let image = try? await weston.screenshot(), image.width == 240 * scale,
          WindowWaylandTests.grey(image, at: WindowWaylandTests.starOutline(1, scale: scale))
        {
          return
        }
        try await Task.sleep(nanoseconds: 100_000_000)
      }
      let outcome = await process.waitForExit(timeout: 1)
      throw XDisplayError(
        description: "the demo showed no frame on weston (scale \(scale)): "
          + String(outcome.standardError.suffix(2000)))
    }

    /// Clicks at (`x`, `y`) points of the output: weston's X window has `scale` pixels a point.
    ///
    /// The pointer first crosses into the output from its corner, then rests on the target
    /// before the button goes down: an earlier suite may have left the X pointer exactly where
    /// weston's window maps, and then weston sees no motion and gives the demo no pointer focus.
    func click(atPoint x: Int, _ y: Int) async throws {
      let window = try await weston.outputWindow()
      try await XDisplay.run("xdotool", ["mousemove", "--window", window, "1", "1"])
      try await Task.sleep(nanoseconds: 200_000_000)
      try await XDisplay.run(
        "xdotool", ["mousemove", "--window", window, "\(x * scale)", "\(y * scale)"])
      try await Task.sleep(nanoseconds: 200_000_000)
      try await XDisplay.run("xdotool", ["click", "1"])
    }
  }

  /// Star `n`'s centre in a 240 × 160 pt window (the row is 240 pt wide: 28 pt stars 25 pt
  /// apart), in pixels at `scale`.
  static func starCenter(_ n: Int, scale: Int) -> (x: Int, y: Int) {
    ((14 + 53 * (n - 1)) * scale, 80 * scale)
  }

  /// A pixel on star `n`'s outline: its top point, 1 pt below the glyph's top (80 − 14 + 1).
  static func starOutline(_ n: Int, scale: Int) -> (x: Int, y: Int) {
    (starCenter(n, scale: scale).x, 67 * scale)
  }

  /// Whether the pixel is the unrated star's grey, #8E8E93 (within 30 for anti-aliasing).
  static func grey(_ image: RGBAImage, at point: (x: Int, y: Int)) -> Bool {
    zip(image.rgb(point), [0x8E, 0x8E, 0x93]).allSatisfy { abs($0 - Double($1)) <= 30 }
  }

  @Test(
    "at output scale 1 and 2: the demo runs on the wayland driver, its toplevel's app_id is rating-demo, a 240 × 160 pt frame of (240·scale) × (160·scale) pixels shows, a click on star 4 rates 4",
    arguments: [1, 2])
  func runsNatively(scale: Int) async throws {
    let demo = try await WaylandDemo(scale: scale)
    try await demo.click(atPoint: 120 + 53, 80)
    let deadline = Date().addingTimeInterval(5)
    var image = try await demo.weston.screenshot()
    // The pointer (a pointing hand over a star) hangs below star 4's centre: look 6 pt up, in
    // the star's top spike (2.5 pt wide each side there).
    let four = Self.starCenter(4, scale: scale)
    let fourInside = (x: four.x, y: four.y - 6 * scale)
    let rated = { (image: RGBAImage) in
      (1...3).allSatisfy { image.isYellowStar(at: Self.starCenter($0, scale: scale)) }
        && image.isYellowStar(at: fourInside)
    }
    while !rated(image) && Date() < deadline {
      try await Task.sleep(nanoseconds: 100_000_000)
      image = try await demo.weston.screenshot()
    }
    #expect(image.width == 240 * scale && image.height == 160 * scale)
    for n in 1...3 {
      #expect(image.isYellowStar(at: Self.starCenter(n, scale: scale)), "star \(n)")
    }
    #expect(image.isYellowStar(at: fourInside), "star 4")
    #expect(!image.isYellowStar(at: Self.starCenter(5, scale: scale)), "star 5")
    #expect(Self.grey(image, at: Self.starOutline(5, scale: scale)))
    demo.process.send(SIGTERM)
    let outcome = await demo.process.waitForExit(timeout: 10)
    #expect(outcome.exited(with: 0), "status \(outcome.status)")
    #expect(outcome.standardError.contains("set_app_id(\"rating-demo\")"))
    #expect(outcome.standardError.contains("set_buffer_scale(\(scale))"))
  }

  @Test(
    "the gallery runs natively at output scale 2: app_id tempo-gallery, buffer scale 2, a 920 × 480 pixel frame whose blue button (#0A84FF) covers over 10 000 pixels (its ~4 000 pt² four times)"
  )
  func galleryRunsNatively() async throws {
    let demo = try DemoBinary.executable()
    let gallery = ((demo as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("tempo-gallery")
    try #require(
      FileManager.default.isExecutableFile(atPath: gallery), "tempo-gallery is not built")
    // The gallery's window is 460 × 240 pt: the output is that size, so the kiosk shell keeps it.
    let weston = try await WestonCompositor(width: 460, height: 240, scale: 2)
    var environment = weston.clientEnvironment
    environment["WAYLAND_DEBUG"] = "client"
    let process = try ChildProcess(gallery, [], environment: environment)
    let blue = { (image: RGBAImage) in
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.matches([0x0A, 0x84, 0xFF], at: (x, y)) {
          count += 1
        }
      }
      return count
    }
    let deadline = Date().addingTimeInterval(15)
    var image = try? await weston.screenshot()
    while (image.map(blue) ?? 0) <= 10_000 && Date() < deadline && process.isRunning {
      try await Task.sleep(nanoseconds: 200_000_000)
      image = try? await weston.screenshot()
    }
    let shot = try #require(image)
    #expect(shot.width == 920 && shot.height == 480)
    #expect(blue(shot) > 10_000)
    process.send(SIGTERM)
    let outcome = await process.waitForExit(timeout: 10)
    #expect(outcome.exited(with: 0), "status \(outcome.status)")
    #expect(outcome.standardError.contains("set_app_id(\"tempo-gallery\")"))
    #expect(outcome.standardError.contains("set_buffer_scale(2)"))
  }
}
