import Foundation
import Tempo
import TempoCairo
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import Testing

@Suite("Window", .serialized, .timeLimit(.minutes(1)))
@MainActor
struct WindowTests {
  @Test("a headless window reports its size in points and a scale of at least 1")
  func headlessWindowGeometry() throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 320, height: 200), headless: true,
      drawing: .automatic)
    #expect(window.size == CGSize(width: 320, height: 200))
    #expect(window.scale >= 1)
    #expect(Double(window.pixelSize.width) == 320 * window.scale)
    #expect(window.frameInterval > 0 && window.frameInterval <= 1)
    window.title = "Renamed"
    #expect(window.title == "Renamed")
  }

  @Test(
    "on the X display, the cursor SDL shows becomes the system pointing hand, then the arrow",
    .enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty))
  func cursorSwitches() throws {
    let window = try Window(title: "Tempo cursor test", size: CGSize(width: 100, height: 100))
    #expect(window.shownCursor == nil, "SDL's own default cursor before any is set")
    window.cursor = .pointingHand
    #expect(window.shownCursor == .pointingHand)
    window.cursor = .arrow
    #expect(window.shownCursor == .arrow)
  }

  @Test(
    "a headless window uses the backend asked for; cairo's goes through SDL's software renderer, the other does not",
    arguments: RendererKind.allCases)
  func rendererKinds(kind: RendererKind) throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 100, height: 80), headless: true,
      drawing: kind.windowDrawing)
    #expect(window.rendererKind == kind)
    #expect((window.canvas.renderer.name == "software") == (kind == .cairo))
  }

  @Test("an impossible size is an invalidSize error")
  func impossibleSize() {
    #expect {
      try Window(
        title: "x", size: CGSize(width: 0, height: 10), headless: true, drawing: .automatic)
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
    let child = try await ChildProcess.runTestBinary(
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
      _ = try Window(title: "x", size: CGSize(width: 100, height: 100), drawing: .automatic)
    } catch let error as TempoSDLError {
      lines = ["\(error.kind)", error.description]
    }
    try lines.joined(separator: "\n").write(toFile: report, atomically: true, encoding: .utf8)
  }

  @Test(
    "present shows the display list in a window on the X display, with either backend: fills, an ellipse, a half-opaque blend and a stroke have their drawn colours within 2/255",
    .enabled(if: XScreenshot.isAvailable, Comment(rawValue: XScreenshot.missing)),
    arguments: RendererKind.allCases)
  func presentPixels(kind: RendererKind) async throws {
    let title = "Tempo present test \(UUID().uuidString)"
    let window = try Window(
      title: title, size: CGSize(width: 120, height: 100), resizable: false,
      drawing: kind.windowDrawing)
    #expect(window.rendererKind == kind)
    let background = Color(hex: 0x203040)
    let (red, green, blue, yellow) = (
      Color(hex: 0xE04020), Color(hex: 0x30C060), Color(hex: 0x4080FF), Color(hex: 0xFFD60A)
    )
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 92))
    line.addLine(to: CGPoint(x: 110, y: 92))
    let list = DisplayList(
      size: window.size, background: background,
      commands: [
        .fill(
          Path(rect: CGRect(x: 10, y: 10, width: 40, height: 30)), color: red, transform: .identity,
          opacity: 1),
        .fill(
          Path(ellipseIn: CGRect(x: 60, y: 10, width: 50, height: 40)), color: green,
          transform: .identity, opacity: 1),
        .fill(
          Path(rect: CGRect(x: 20, y: 50, width: 80, height: 30)), color: blue,
          transform: .identity, opacity: 0.5),
        .stroke(
          line, color: yellow, style: StrokeStyle(lineWidth: 6), transform: .identity, opacity: 1),
      ])
    let half = [blue.red, blue.green, blue.blue].enumerated().map { index, channel in
      PixelChecks.blended(
        source: channel, alpha: 0.5,
        over: [background.red, background.green, background.blue][index])
    }
    // Probe points (window points) inside each shape and in the background, with the colour
    // drawn there in 8-bit steps.
    let bytes = { (color: Color) in
      [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
    }
    let probes: [(x: Double, y: Double, expected: [Double])] = [
      (3, 3, bytes(background)), (116, 60, bytes(background)), (30, 25, bytes(red)),
      (85, 30, bytes(green)), (60, 65, half), (60, 92, bytes(yellow)),
    ]
    let path = NSTemporaryDirectory() + "tempo-present-\(UUID().uuidString).png"
    // The X server shows the frame some time after SDL_RenderPresent (and the window must be
    // mapped and moved out of the centre, where other tests' windows open, first): present until
    // a screenshot shows anything but black (200 tries).
    var image: RGBAImage?
    var moved = false
    for _ in 0..<200 {
      try window.present(list)
      if let id = try await XScreenshot.window(titled: title) {
        if !moved {
          try await XScreenshot.moveToCorner(window: id)
          moved = true
          continue
        }
        if let shot = try await XScreenshot.capture(window: id, to: path),
          let corner = shot.pixel(x: 1, y: 1),
          corner.red != 0 || corner.green != 0 || corner.blue != 0
        {
          image = shot
          break
        }
      }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    let shot = try #require(image, "no screenshot of the window showed the frame")
    #expect(Double(shot.width) == (120 * window.scale).rounded())
    var mismatches: [String] = []
    for probe in probes {
      let (x, y) = (Int(probe.x * window.scale), Int(probe.y * window.scale))
      let pixel = try #require(shot.pixel(x: x, y: y))
      let actual = [pixel.red, pixel.green, pixel.blue].map(Double.init)
      if zip(actual, probe.expected).contains(where: { abs($0 - $1) > 2 }) {
        mismatches.append("(\(x), \(y)): \(actual), drawn \(probe.expected)")
      }
    }
    #expect(mismatches.isEmpty, "screenshot kept at \(path): \(mismatches)")
    if mismatches.isEmpty { try? FileManager.default.removeItem(atPath: path) }
  }
}
