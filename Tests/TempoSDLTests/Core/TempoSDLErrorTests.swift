import TempoSDL
import Testing

@Suite("Errors")
struct TempoSDLErrorTests {
  @Test("the description is one line: what failed, then why in parentheses")
  func describes() {
    let error = TempoSDLError("could not open the window", reason: "SDL_CreateWindow: no device")
    #expect(error.description == "could not open the window (SDL_CreateWindow: no device)")
    #expect(TempoSDLError("could not start").description == "could not start")
    #expect(!error.description.contains("\n"))
  }
}
