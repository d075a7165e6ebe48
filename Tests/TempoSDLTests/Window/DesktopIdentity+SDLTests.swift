import CSDL2
import Foundation
import TempoCairo
import Testing

@testable import TempoSDL

@Suite("Desktop identity in SDL", .serialized)
@MainActor
struct DesktopIdentitySDLTests {
  @Test(
    "the app id becomes SDL's X11 and Wayland window-class hints and the title SDL_APP_NAME")
  func hintsCarryTheIdentity() {
    let names = DesktopIdentity.classHints + ["SDL_APP_NAME"]
    let saved = names.map { SDL_GetHint($0).map { String(cString: $0) } }
    defer {
      for (name, value) in zip(names, saved) {
        if let value { SDL_SetHint(name, value) } else { SDL_ResetHint(name) }
      }
    }
    DesktopIdentity(appID: "tempo-identity-test").applyHints(title: "Identity Test")
    #expect(
      names.map { SDL_GetHint($0).map { String(cString: $0) } } == [
        "tempo-identity-test", "tempo-identity-test", "Identity Test",
      ])
  }

  @Test("setting the icon succeeds for the demo's PNG and fails, harmlessly, for a missing file")
  func iconFromFile() throws {
    try SDLSystem.start(headless: true)
    let handle = try SDLWindowHandle(
      title: "Tempo test", width: 40, height: 30, flags: SDL_WINDOW_HIDDEN.rawValue)
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let icon = package.appendingPathComponent("Assets/rating-demo.png").path
    #expect(DesktopIdentity(appID: "rating-demo", iconPath: icon).setIcon(on: handle))
    #expect(
      !DesktopIdentity(appID: "rating-demo", iconPath: "/nonexistent/icon.png").setIcon(
        on: handle))
    #expect(!DesktopIdentity(appID: "rating-demo").setIcon(on: handle))
  }

  @Test("a headless window keeps the identity it is given and sets no icon")
  func headlessWindowIdentity() throws {
    let window = try Window(
      title: "Tempo test", size: CGSize(width: 40, height: 30), headless: true,
      identity: DesktopIdentity(appID: "tempo-test", iconPath: "/nonexistent/icon.png"),
      drawing: .automatic)
    #expect(window.hasIcon == false)
    #expect(window.identity.appID == "tempo-test")
  }
}
