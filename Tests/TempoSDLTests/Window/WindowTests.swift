import Foundation
import TempoSDL
import Testing

@Suite("Window", .serialized)
@MainActor
struct WindowTests {
  @Test("a headless window reports its size in points and a scale of at least 1")
  func headlessWindowGeometry() throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 320, height: 200), headless: true)
    #expect(window.size == CGSize(width: 320, height: 200))
    #expect(window.scale >= 1)
    #expect(Double(window.pixelSize.width) == 320 * window.scale)
    #expect(window.frameInterval > 0 && window.frameInterval <= 1)
    window.title = "Renamed"
    #expect(window.title == "Renamed")
  }

  @Test("the cursor can switch between pointing hand and arrow")
  func cursorSwitches() throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 100, height: 100), headless: true)
    window.cursor = .pointingHand
    #expect(window.cursor == .pointingHand)
    window.cursor = .arrow
    #expect(window.cursor == .arrow)
  }

  @Test("a window draws a display list and presents it")
  func presents() throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 100, height: 80), headless: true)
    try window.present(DisplayList(size: window.size, background: .blue))
  }

  @Test("an impossible size is an invalidSize error")
  func impossibleSize() {
    #expect {
      try Window(title: "x", size: CGSize(width: 0, height: 10), headless: true)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .invalidSize
    }
  }

  @Test(
    "in a child process without DISPLAY, WAYLAND_DISPLAY or SDL_VIDEODRIVER, opening a window throws a noDisplay error whose text names DISPLAY"
  )
  func noDisplayIsAnError() async throws {
    let runtime = NSTemporaryDirectory() + "tempo-no-display-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: runtime) }
    let report = runtime + ".report"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let child = try await ChildRun.runTests(
      matching: #"TempoSDLTests\.WindowTests/noDisplayChild\("#,
      environment: [
        "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil,
        "XDG_RUNTIME_DIR": runtime, Self.noDisplayReport: report,
      ])
    #expect(
      child.succeeded, "child test run failed:\n\(child.standardOutput)\(child.standardError)")
    let lines = try String(contentsOfFile: report, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    try #require(lines.count >= 2, "report: \(lines)")
    #expect(lines[0] == "\(TempoSDLError.Kind.noDisplay)")
    #expect(lines[1].contains("DISPLAY"))
  }

  /// The environment variable that names the file ``noDisplayChild()`` reports to; only
  /// ``noDisplayIsAnError()`` sets it, in the child it starts.
  private nonisolated static let noDisplayReport = "TEMPO_NO_DISPLAY_REPORT"

  @Test(
    "child of the no-display test: writes the kind and text of the error opening a window throws",
    .enabled(
      if: ProcessInfo.processInfo.environment[WindowTests.noDisplayReport] != nil,
      "runs only as the child process of noDisplayIsAnError"))
  func noDisplayChild() throws {
    let report = try #require(ProcessInfo.processInfo.environment[Self.noDisplayReport])
    var lines = ["no error", ""]
    do {
      _ = try Window(title: "x", size: CGSize(width: 100, height: 100))
    } catch let error as TempoSDLError {
      lines = ["\(error.kind)", error.description]
    }
    try lines.joined(separator: "\n").write(toFile: report, atomically: true, encoding: .utf8)
  }

  @Test(
    "a window opens on the real display",
    .enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty))
  func opensOnDisplay() throws {
    let window = try Window(title: "Tempo display test", size: CGSize(width: 200, height: 120))
    #expect(window.size == CGSize(width: 200, height: 120))
    #expect(window.canvas.renderer.name != "")
    try window.present(DisplayList(size: window.size))
  }
}
