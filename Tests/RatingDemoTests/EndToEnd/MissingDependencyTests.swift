import Foundation
import Testing

/// What the demo needs from the machine: a display (or --record), a font, ffmpeg for video.
@Suite(
  "Bad input: missing display, font or ffmpeg",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct MissingDependencyTests {
  /// Runs under `make test` too, where the tests themselves have Xvfb's DISPLAY: the demo runs
  /// in a subprocess without DISPLAY and WAYLAND_DISPLAY, and with an empty XDG_RUNTIME_DIR (a
  /// Wayland client without WAYLAND_DISPLAY still tries the default socket there).
  @Test(
    "without a display, the window is refused in one line naming the display and --record, exit 2")
  func missingDisplay() async throws {
    let runtime = try TemporaryDirectory("runtime")
    let outcome = try await DemoBinary.run(
      [],
      environment: [
        "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil,
        "XDG_RUNTIME_DIR": runtime.path,
      ], timeout: 10)
    outcome.expectOneLineError(containing: ["no display", "--record"])
  }

  @Test("a missing font file is named when recording")
  func missingFontWhileRecording() async throws {
    let directory = try TemporaryDirectory("font")
    let font = directory.file("nonexistent.ttf")
    let outcome = try await DemoBinary.run(
      ["--record", directory.file("frames"), "--font", font], timeout: 10)
    outcome.expectOneLineError(containing: ["font", font])
  }

  @Test(
    "a missing font file is named before a window opens",
    .enabled(if: XDisplay.isAvailable, Comment(rawValue: XDisplay.missing)))
  func missingFontInWindow() async throws {
    let font = "/nonexistent/tempo-demo.ttf"
    let outcome = try await DemoBinary.run(["--font", font], timeout: 10)
    outcome.expectOneLineError(containing: ["font", font])
  }

  @Test(
    "without ffmpeg, a .gif, .mp4 or .webm is refused naming the 'ffmpeg' package and suggesting PNG frames",
    arguments: ["demo.gif", "demo.mp4", "demo.webm"])
  func missingFFmpeg(name: String) async throws {
    let directory = try TemporaryDirectory("ffmpeg")
    let emptyBin = directory.file("bin")
    try FileManager.default.createDirectory(atPath: emptyBin, withIntermediateDirectories: false)
    let path = directory.file(name)
    let outcome = try await DemoBinary.run(
      ["--record", path, "--duration", "0.2"], environment: ["PATH": emptyBin])
    outcome.expectOneLineError(containing: ["'ffmpeg'", "PNG frames", path])
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
