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
    "without a display, opening a window is a noDisplay error whose text names DISPLAY",
    .enabled(
      if: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].allSatisfy {
        (ProcessInfo.processInfo.environment[$0] ?? "").isEmpty
      }))
  func noDisplayIsAnError() {
    #expect {
      try Window(title: "x", size: CGSize(width: 100, height: 100))
    } throws: { error in
      guard let error = error as? TempoSDLError else { return false }
      return error.kind == .noDisplay && error.description.contains("DISPLAY")
    }
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
