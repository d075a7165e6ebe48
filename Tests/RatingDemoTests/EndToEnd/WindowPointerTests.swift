import Foundation
import TempoSDL
import Testing

extension WindowTests {
  /// A click on a star, as a person would make it.
  @Suite("Window: clicking a star", .timeLimit(.minutes(1)))
  struct PointerTests {
    @Test(
      "clicking star 4 fills stars 1–4 and shows the popup in its colour; by 1.3 s after the click it is gone"
    )
    func clickStarFour() async throws {
      let demo = try await DemoWindow()
      let pixels = demo.pixels
      // Star n's centre is at x = 134 + 53·(n − 1), y = 160 in the 480 × 320 window.
      #expect(pixels.starCenter(4) == (293, 160))
      let shots = try await WindowTests.expectPopupShownForASecond(
        in: demo, name: "window-popup", after: { try await demo.click(x: 293, y: 160) })
      let full = try #require(shots.full)
      let path = WindowTests.screenshotPath("window-popup")
      print("rating-demo window screenshot (popup fully shown): \(path)")
      let starOne = full.rgb(pixels.starCenter(1))
      #expect(full.isYellowStar(at: pixels.starCenter(1)), "star 1: \(starOne)")
      for n in [2, 4] {
        #expect(
          WindowTests.isYellowUnderPopup(full, star: n, in: pixels),
          "star \(n): \(full.rgb(pixels.starCenter(n))) in \(path)")
      }
      #expect(full.rgb(pixels.starCenter(5)) == [0, 0, 0], "star 5 is an outline")

      let hidden = shots.after
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
