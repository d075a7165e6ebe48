import TempoSDL
import Testing

@Suite("Errors")
struct TempoSDLErrorTests {
  @Test("the description is one line: what failed, then why in parentheses")
  func describes() {
    let error = TempoSDLError(
      .windowUnavailable, "could not open the window", reason: "SDL_CreateWindow: no device")
    #expect(error.description == "could not open the window (SDL_CreateWindow: no device)")
    #expect(TempoSDLError(.videoUnavailable, "could not start").description == "could not start")
    #expect(!error.description.contains("\n"))
  }

  @Test("two errors with the same text but different kinds are different errors")
  func kindDistinguishes() {
    let display = TempoSDLError(.noDisplay, "could not start SDL video")
    let video = TempoSDLError(.videoUnavailable, "could not start SDL video")
    #expect(display.description == video.description)
    #expect(display != video)
    #expect(display.kind == .noDisplay)
  }
}
