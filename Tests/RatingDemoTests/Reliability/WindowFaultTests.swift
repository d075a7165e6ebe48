import Foundation
import TempoTestSupport
import Testing

/// The window under Xvfb (no window manager): a resize storm while animating, and a hidden
/// (unmapped) window. Skipped without DISPLAY.
@Suite(
  "Window faults", .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display"),
  .timeLimit(.minutes(1)))
struct WindowFaultTests {
  /// Runs a command and returns its standard output (trimmed).
  @discardableResult
  static func shell(_ arguments: [String]) -> String {
    guard
      let outcome = try? ChildProcess.runBlocking(
        arguments[0], Array(arguments.dropFirst()), timeout: 60)
    else { return "" }
    return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// How many times the process's main thread has been switched out (voluntary and forced
  /// context switches, from /proc): a loop that draws at 60 fps adds about 60 a second, one
  /// blocked waiting for events next to none, however loaded the machine is.
  static func mainThreadSwitches(_ pid: Int32) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return 0 }
    return status.split(separator: "\n").reduce(0) { total, line in
      guard line.contains("ctxt_switches:") else { return total }
      return total + (Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0)
    }
  }

  /// Starts the demo's window; returns the process and its X window id.
  static func openDemo() throws -> (ChildProcess, String) {
    let display = ProcessInfo.processInfo.environment["DISPLAY"]
    let process = try DemoProcess.start([], environment: ["DISPLAY": display])
    let window =
      shell([
        "timeout", "20", "xdotool", "search", "--sync", "--onlyvisible", "--pid",
        String(process.pid),
      ])
      .split(separator: "\n").first.map(String.init) ?? ""
    return (process, window)
  }

  /// Ends the demo with SIGTERM (a quit request, exit 0). A synthesized key would stay in the X
  /// server's keyboard state and could reach the next test's window.
  static func quit(_ process: ChildProcess, window: String) -> Int32 {
    process.terminate().status
  }

  @Test("a resize storm while animating keeps the process alive and the stars centred")
  func resizeStorm() throws {
    let (process, window) = try Self.openDemo()
    try #require(!window.isEmpty, "the window appeared")
    Self.shell(["xdotool", "mousemove", "--window", window, "293", "160", "click", "1"])
    for (width, height) in [(200, 150), (900, 300), (300, 700), (64, 64), (1000, 760), (480, 320)]
      + (0..<40).map({ (300 + $0 * 13 % 500, 200 + $0 * 29 % 400) }) + [(640, 400)]
    {
      Self.shell(["xdotool", "windowsize", window, "\(width)", "\(height)"])
    }
    usleep(1_500_000)  // the popup has come and gone
    #expect(process.isRunning, "alive after the storm")
    let shot = NSTemporaryDirectory() + "tempo-resize-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: shot) }
    Self.shell(["import", "-window", window, shot])
    // ImageMagick's trim box of the non-black content: "WxH+X+Y" inside the 640x400 window.
    let box = Self.shell(["convert", shot, "-trim", "-format", "%w %h %X %Y", "info:"])
      .split(separator: " ").compactMap { Double($0) }
    try #require(box.count == 4, "trim box \(box)")
    #expect(abs(box[2] + box[0] / 2 - 320) <= 2, "centred horizontally: \(box)")
    #expect(abs(box[3] + box[1] / 2 - 200) <= 2, "centred vertically: \(box)")
    #expect(Self.quit(process, window: window) == 0)
  }

  @Test("a hidden window idles without spinning the CPU and comes back alive")
  func hiddenWindow() throws {
    let (process, window) = try Self.openDemo()
    try #require(!window.isEmpty, "the window appeared")
    Self.shell(["xdotool", "mousemove", "--window", window, "293", "160", "click", "1"])
    Self.shell(["xdotool", "windowunmap", window])
    usleep(1_500_000)  // animations and the popup's timer end while hidden
    let before = Self.mainThreadSwitches(process.pid)
    usleep(2_000_000)
    let switches = Self.mainThreadSwitches(process.pid) - before
    // Drawing at 60 fps the main thread would wake about 120 times in 2 s; an idle loop waits
    // for events and wakes next to never (a count, not CPU time, so a loaded machine or a
    // sanitizer build does not change it).
    #expect(switches < 12, "\(switches) wake-ups of the main thread in 2 s while hidden and idle")
    Self.shell(["xdotool", "windowmap", window])
    usleep(300_000)
    #expect(process.isRunning)
    #expect(Self.quit(process, window: window) == 0)
  }
}
