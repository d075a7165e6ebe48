import Foundation
import TempoSDL
import Testing

extension WindowTests {
  /// The keyboard shortcuts in a real window.
  @Suite("Window: keys")
  struct KeyboardTests {
    @Test("pressing 3 selects three stars and shows the popup")
    func keyThree() async throws {
      let demo = try await DemoWindow()
      let pixels = demo.pixels
      try await demo.press("3")
      let path = WindowTests.screenshotPath("window-key")
      let shown = try await demo.screenshot(to: path, until: demo.showsPopup)
      let appeared = demo.showsPopup(shown)
      #expect(appeared, "the popup appears; demo \(demo.status)")
      #expect(shown.isYellowStar(at: pixels.starCenter(1)))
      #expect(
        WindowTests.isYellowUnderPopup(shown, star: 2, in: pixels),
        "star 2: \(shown.rgb(pixels.starCenter(2))) in \(path)")
      #expect(
        WindowTests.isEmptyUnderPopup(shown, star: 4, in: pixels),
        "star 4 stays empty: \(shown.rgb(pixels.starCenter(4)))")
      #expect(shown.rgb(pixels.starCenter(5)) == [0, 0, 0])
      let later = WindowTests.screenshotPath("window-key-after")
      let hidden = try await demo.screenshot(to: later, until: { !demo.showsPopup($0) })
      for n in 1...3 { #expect(hidden.isYellowStar(at: pixels.starCenter(n)), "star \(n)") }
      for n in 4...5 { #expect(hidden.rgb(pixels.starCenter(n)) == [0, 0, 0], "star \(n)") }
      await WindowTests.stop(demo)
    }
  }
}
