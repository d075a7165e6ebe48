import Foundation
import TempoSDL
import Testing

extension WindowTests {
  /// The keyboard shortcuts in a real window, sent as X key events (xdotool key).
  @Suite("Window: keys", .timeLimit(.minutes(1)))
  struct KeyboardTests {
    @Test("pressing 3 fills stars 1–3 and shows the popup in its colour; by 1.3 s it is gone")
    func keyThree() async throws {
      let demo = try await DemoWindow()
      let pixels = demo.pixels
      let shots = try await WindowTests.expectPopupShownForASecond(
        in: demo, name: "window-key", after: { try await demo.press("3") })
      let shown = try #require(shots.full)
      #expect(shown.isYellowStar(at: pixels.starCenter(1)))
      #expect(
        WindowTests.isYellowUnderPopup(shown, star: 2, in: pixels),
        "star 2: \(shown.rgb(pixels.starCenter(2)))")
      #expect(
        WindowTests.isEmptyUnderPopup(shown, star: 4, in: pixels),
        "star 4 stays empty: \(shown.rgb(pixels.starCenter(4)))")
      #expect(shown.rgb(pixels.starCenter(5)) == [0, 0, 0])
      let hidden = shots.after
      for n in 1...3 { #expect(hidden.isYellowStar(at: pixels.starCenter(n)), "star \(n)") }
      for n in 4...5 { #expect(hidden.rgb(pixels.starCenter(n)) == [0, 0, 0], "star \(n)") }
      await WindowTests.stop(demo)
    }

    @Test(
      "after S, pressing 3 fades the popup in over 2 s (easeIn at 1/10 speed), still showing 1.3 s later"
    )
    func slowMotion() async throws {
      let demo = try await DemoWindow()
      try await demo.press("s")
      let film = try await PopupFilm.watch(demo, for: 1.5, after: { try await demo.press("3") })
      print("window-slow-motion: \(film.summary)")
      // Each reading shows the fade at most at its latest time and, allowing the frame on
      // screen to be up to 0.15 s old, at least at its earliest: opacity easeIn(t / 2 s), read
      // through the popup's known colour (2/255 of 186.7, and 8-bit alpha: 0.02).
      for index in film.readings.indices {
        let upper = DemoPixels.easeIn.value(at: min(film.latest(index) / 2, 1))
        let lower = DemoPixels.easeIn.value(at: max(film.earliest(index) - 0.15, 0) / 2)
        #expect(
          film.opacity(index) <= upper + 0.02 && film.opacity(index) >= lower - 0.02,
          "reading \(index): \(film.opacity(index)) outside \(lower)…\(upper)")
      }
      // At normal speed it would be fully shown by 0.2 s and gone by 1.1 s.
      let last = try #require(film.readings.indices.last)
      #expect(film.earliest(last) >= 1.3)
      #expect(film.opacity(last) > 0.1 && film.opacity(last) < 0.9, "\(film.summary)")
      await WindowTests.stop(demo)
    }

    @Test("Space freezes the slowed fade-in where it is for 0.8 s; Space again resumes it")
    func spacePauses() async throws {
      let demo = try await DemoWindow()
      let path = WindowTests.screenshotPath("window-pause")
      try await demo.press("s")  // slow motion: a 2 s fade leaves time to pause in the middle
      try await demo.press("3")
      _ = try await demo.screenshot(
        to: path,
        until: { DemoPixels.opacity(fromChannel: $0.rgb(demo.pixels.popupBackground)[0]) >= 0.05 })
      let paused = try await PopupFilm.watch(demo, for: 1, after: { try await demo.press("space") })
      // From 0.15 s after Space (its frame is drawn) to the end of the watch, 0.85 s later.
      let frozen = PopupFilm(
        readings: paused.readings.filter { $0.began - paused.input.ended >= 0.15 },
        input: paused.input)
      print("window-pause (frozen): \(frozen.summary)")
      let values = Set(frozen.readings.map(\.rgb))
      #expect(values.count == 1, "one frozen colour for 0.8 s: \(frozen.summary)")
      let opacity = frozen.opacity(0)
      #expect(opacity > 0.03 && opacity < 0.9, "frozen mid-fade: \(opacity)")
      try await demo.press("space")
      try await Task.sleep(nanoseconds: 600_000_000)
      let resumed = try await demo.screenshot(to: path)
      let later = DemoPixels.opacity(fromChannel: resumed.rgb(demo.pixels.popupBackground)[0])
      #expect(later > opacity + 0.05, "resumed: \(opacity) → \(later)")
      await WindowTests.stop(demo)
    }

    @Test(
      "→ → puts the gray focus marker under star 2; Enter fills stars 1–2 and shows the popup for 1 s"
    )
    func arrowsAndEnter() async throws {
      let demo = try await DemoWindow()
      let pixels = demo.pixels
      try await demo.press("Right")
      try await demo.press("Right")
      let gray: [Double] = [0x8E, 0x8E, 0x93]
      let marked = try await demo.screenshot(
        to: WindowTests.screenshotPath("window-focus"),
        until: { $0.matches(gray, at: pixels.focusMarker(under: 2)) })
      #expect(
        marked.matches(gray, at: pixels.focusMarker(under: 2)),
        "marker under star 2: \(marked.rgb(pixels.focusMarker(under: 2))); demo \(demo.status)")
      for n in [1, 3] {
        #expect(marked.rgb(pixels.focusMarker(under: n)) == [0, 0, 0], "no marker under \(n)")
      }
      for n in 1...5 { #expect(marked.rgb(pixels.starCenter(n)) == [0, 0, 0], "nothing rated") }
      let hidden = try await WindowTests.expectPopupShownForASecond(
        in: demo, name: "window-enter", after: { try await demo.press("Return") }
      ).after
      for n in 1...2 { #expect(hidden.isYellowStar(at: pixels.starCenter(n)), "star \(n)") }
      for n in 3...5 { #expect(hidden.rgb(pixels.starCenter(n)) == [0, 0, 0], "star \(n)") }
      await WindowTests.stop(demo)
    }
  }
}
