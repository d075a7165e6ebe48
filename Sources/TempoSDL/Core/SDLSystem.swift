import CSDL2

/// Starts SDL's video, SDL_ttf and SDL_image once per process and tracks which video driver runs.
///
/// Headless users ask for SDL's `offscreen` video driver, which needs no display server; window
/// users get the environment's choice (`SDL_VIDEODRIVER`, else SDL's default). When the running
/// driver differs from the one asked for and no window is alive, video is restarted.
@MainActor
package enum SDLSystem {
  /// The running video driver's name (for example "x11" or "offscreen"), or `nil` before start.
  package private(set) static var videoDriver: String?
  /// The number of SDL windows alive (hidden ones included).
  static var liveWindowCount = 0
  private static var librariesStarted = false

  /// Starts SDL video with the offscreen driver (`headless`) or the environment's, and the
  /// font and image libraries; throws a ``TempoSDLError`` naming what failed.
  package static func start(headless: Bool) throws {
    let wanted = headless ? "offscreen" : environmentDriver()
    if let current = videoDriver {
      let matches = wanted.map { $0 == current } ?? (current != "offscreen")
      if matches || liveWindowCount > 0 { return try startLibraries() }
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      videoDriver = nil
    }
    if headless {
      SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
    } else {
      SDL_ResetHint(SDL_HINT_VIDEODRIVER)
    }
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
      throw TempoSDLError.sdl(
        .videoUnavailable, "could not start SDL video\(headless ? " (offscreen driver)" : "")",
        function: "SDL_Init")
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
    if !headless, wanted == nil, ["offscreen", "dummy"].contains(driver) {
      // SDL falls back to an invisible driver when no display answers: a window would not show.
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw TempoSDLError(
        .noDisplay, "could not start SDL video",
        reason: "no display answered; SDL offered only \(driver)")
    }
    videoDriver = driver
    try startLibraries()
  }

  /// Starts SDL_ttf (and SDL_image) without video, for measuring text; idempotent.
  package static func startFonts() throws {
    try startLibraries()
  }

  /// Starts SDL_ttf and SDL_image (PNG) once.
  private static func startLibraries() throws {
    guard !librariesStarted else { return }
    guard TTF_Init() == 0 else {
      throw TempoSDLError.sdl(
        .librariesUnavailable, "could not start SDL_ttf", function: "TTF_Init")
    }
    let png = Int32(IMG_INIT_PNG.rawValue)
    guard IMG_Init(png) & png == png else {
      throw TempoSDLError.sdl(
        .librariesUnavailable, "could not start SDL_image with PNG support", function: "IMG_Init")
    }
    librariesStarted = true
  }

  /// The driver named by the `SDL_VIDEODRIVER` environment variable, if any.
  private static func environmentDriver() -> String? {
    guard let value = SDL_getenv("SDL_VIDEODRIVER") else { return nil }
    let name = String(cString: value)
    return name.isEmpty ? nil : name
  }
}
