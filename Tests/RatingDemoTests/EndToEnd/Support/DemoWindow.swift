import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport

/// The demo running in a real window on the test display, moved to the screen's top-left corner
/// (so no other test's window overlaps it), driven as a person would.
///
/// The process is killed when this is released, if it is still running.
final class DemoWindow {
  /// The running demo.
  let process: ChildProcess
  /// Its X window id.
  let window: String
  /// The demo's default 480 × 320 window, in pixels.
  static let defaultPixels = DemoPixels(width: 480, height: 320)
  /// The window's geometry in pixels.
  let pixels = DemoWindow.defaultPixels

  /// Launches `rating-demo` with `arguments`, waits for its window to show the first frame
  /// (at most `timeout` seconds), and moves it to the top-left corner.
  init(_ arguments: [String] = [], timeout: Double = 15) async throws {
    process = try ChildProcess(try DemoBinary.executable(), arguments)
    window = try await Self.firstFrameWindow(
      of: process, in: Self.defaultPixels, timeout: timeout)
  }

  /// The window of `process` once it shows the demo's first frame (star 5's gray outline), moved
  /// to (0, 0).
  ///
  /// Input is driven only after that, so that the demo is in its event loop and clicks are not
  /// raced against its start-up. Every step is retried until `timeout`: a window found by PID
  /// can vanish before it is moved (xdotool then fails with BadWindow).
  private static func firstFrameWindow(
    of process: ChildProcess, in pixels: DemoPixels, timeout: Double
  ) async throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tempo-e2e-first-frame-\(process.pid).png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (x, y) = pixels.starCenter(5)
    let star5 = (x: (x - 14)..<(x + 14), y: (y - 14)..<(y + 14))
    var lastError = "no window yet"
    while Date() < deadline && process.isRunning {
      if let window = await XDisplay.window(ofProcess: process.pid) {
        do {
          try await XDisplay.run("xdotool", ["windowmove", "--sync", window, "0", "0"])
          if try await XDisplay.screenshot(of: window, to: path).litPixels(in: star5) > 0 {
            return window
          }
          lastError = "window \(window) shows no stars yet"
        } catch {
          lastError = "\(error)"
        }
      }
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    throw XDisplayError(
      description: "the demo showed no first frame (\(lastError)); it is \(describe(process))")
  }

  /// Clicks at (`x`, `y`) in window coordinates; returns when the click was sent.
  @discardableResult
  func click(x: Int, y: Int) async throws -> SentInput {
    let began = Monotonic.now
    try await XDisplay.run(
      "xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    return SentInput(began: began, ended: Monotonic.now)
  }

  /// Presses and releases `key` (an X keysym name: "3", "Escape", …) in the window.
  ///
  /// The key events are sent to the window itself (XSendEvent), not to the input focus: a window
  /// that another test opens on the display meanwhile takes the focus.
  @discardableResult
  func press(_ key: String) async throws -> SentInput {
    let began = Monotonic.now
    try await XDisplay.run("xdotool", ["key", "--window", window, key])
    return SentInput(began: began, ended: Monotonic.now)
  }

  /// Presses `key` without releasing it: for a key that closes the window (its release would
  /// go to a window that no longer exists).
  func pressToQuit(_ key: String) async throws {
    try await XDisplay.run("xdotool", ["keydown", "--window", window, key])
  }

  /// A screenshot of the window, saved at `path`.
  func screenshot(to path: String) async throws -> RGBAImage {
    try await XDisplay.screenshot(of: window, to: path)
  }

  /// Screenshots every 50 ms (into `path`) until `condition` holds, for at most `timeout`
  /// seconds; returns the last one.
  func screenshot(
    to path: String, until condition: (RGBAImage) -> Bool, timeout: Double = 3
  ) async throws -> RGBAImage {
    let deadline = Date().addingTimeInterval(timeout)
    var image = try await screenshot(to: path)
    while !condition(image) && Date() < deadline {
      try await Task.sleep(nanoseconds: 50_000_000)
      image = try await screenshot(to: path)
    }
    return image
  }

  /// Whether the demo still runs, and what it printed on stderr: for failure messages.
  var status: String { Self.describe(process) }

  /// "running" or "gone", then what `process` printed on stderr, if anything.
  private static func describe(_ process: ChildProcess) -> String {
    let stderr = process.standardErrorSoFar
    return (process.isRunning ? "running" : "gone") + (stderr.isEmpty ? "" : ", stderr: \(stderr)")
  }

  /// Whether the popup shows in `image`: its background pixel is not black.
  func showsPopup(_ image: RGBAImage) -> Bool {
    image.rgb(pixels.popupBackground).contains { $0 > 8 }
  }
}
