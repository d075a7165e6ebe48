import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension WindowTests {
  /// Every way to end the demo exits with status 0.
  @Suite("Window: quitting", .timeLimit(.minutes(1)))
  struct QuitTests {
    @Test(
      "closing the window (WM_DELETE_WINDOW) exits 0",
      .enabled(if: XDisplay.hasPython, "python3 is needed to send WM_DELETE_WINDOW"))
    func closeButton() async throws {
      let demo = try await DemoWindow()
      try await XDisplay.closeWindow(demo.window)
      let outcome = await demo.process.waitForExit(timeout: 10)
      #expect(outcome.exited(with: 0), "status \(outcome.status): \(outcome.standardError)")
    }

    @Test("SIGTERM exits 0")
    func terminate() async throws {
      let demo = try await DemoWindow()
      demo.process.send(SIGTERM)
      let outcome = await demo.process.waitForExit(timeout: 10)
      #expect(outcome.exited(with: 0), "status \(outcome.status): \(outcome.standardError)")
    }

    @Test("Esc and Q quit with status 0", arguments: ["Escape", "q"])
    func quitKey(key: String) async throws {
      let demo = try await DemoWindow()
      try await demo.pressToQuit(key)
      let outcome = await demo.process.waitForExit(timeout: 10)
      #expect(outcome.exited(with: 0), "status \(outcome.status): \(outcome.standardError)")
    }
  }
}
