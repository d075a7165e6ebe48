import Foundation
import TempoSDL
import Testing

extension WindowTests {
  /// A click on a star, as a person would make it.
  @Suite("Window: clicking a star")
  struct PointerTests {
    @Test("clicking star 4 fills stars 1–4 and shows the popup; 1.3 s later the popup is gone")
    func clickStarFour() async throws {
      let demo = try await DemoWindow()
      let pixels = demo.pixels
      // Star n's centre is at x = 134 + 53·(n − 1), y = 160 in the 480 × 320 window.
      #expect(pixels.starCenter(4) == (293, 160))
      try await demo.click(x: 293, y: 160)
      let path = WindowTests.screenshotPath("window-popup")
      let shown = try await demo.screenshot(to: path, until: demo.showsPopup)
      print("rating-demo window screenshot (popup showing): \(path)")
      let appeared = demo.showsPopup(shown)
      #expect(appeared, "the popup appears; demo \(demo.status)")
      let starOne = shown.rgb(pixels.starCenter(1))
      #expect(shown.isYellowStar(at: pixels.starCenter(1)), "star 1: \(starOne)")
      for n in [2, 4] {
        #expect(
          WindowTests.isYellowUnderPopup(shown, star: n, in: pixels),
          "star \(n): \(shown.rgb(pixels.starCenter(n))) in \(path)")
      }
      #expect(shown.rgb(pixels.starCenter(5)) == [0, 0, 0], "star 5 is an outline")

      try await Task.sleep(nanoseconds: 1_300_000_000)
      let later = WindowTests.screenshotPath("window-after")
      let hidden = try await demo.screenshot(to: later, until: { !demo.showsPopup($0) })
      let gone = !demo.showsPopup(hidden)
      #expect(gone, "the popup has gone")
      for n in 1...4 {
        #expect(hidden.isYellowStar(at: pixels.starCenter(n)), "star \(n)")
      }
      #expect(hidden.rgb(pixels.starCenter(5)) == [0, 0, 0])
      // Star 5's outline is #8E8E93 somewhere along its stroke.
      let (x5, y5) = pixels.starCenter(5)
      let outline = (x5 - 14..<x5 + 14).contains { x in
        (y5 - 14..<y5 + 14).contains { y in hidden.matches([0x8E, 0x8E, 0x93], at: (x, y)) }
      }
      #expect(outline, "star 5 is drawn as a gray outline")
      await WindowTests.stop(demo)
    }

    @Test("a click away from the stars changes nothing")
    func clickOutsideTheStars() async throws {
      let demo = try await DemoWindow()
      try await demo.click(x: 40, y: 40)
      try await Task.sleep(nanoseconds: 300_000_000)
      let image = try await demo.screenshot(to: WindowTests.screenshotPath("window-outside"))
      let showsPopup = demo.showsPopup(image)
      #expect(!showsPopup)
      for n in 1...5 { #expect(image.rgb(demo.pixels.starCenter(n)) == [0, 0, 0], "star \(n)") }
      await WindowTests.stop(demo)
    }
  }
}
