import CSDL2

extension DesktopIdentity {
  /// The SDL 2 hints that name the app, each read from the environment by SDL's drivers at
  /// video start (Debian 12's SDL 2.26 has no macros for the two window-class hints).
  static let classHints = ["SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"]

  /// Names the app to SDL before its video starts: ``appID`` as the X11 `WM_CLASS` and the
  /// Wayland `app_id`, `title` as `SDL_APP_NAME` (what screensaver-inhibit lists show). A value
  /// the user set in the environment wins, as with every SDL hint.
  @MainActor
  func applyHints(title: String) {
    for hint in Self.classHints { SDL_SetHint(hint, appID) }
    SDL_SetHint(SDL_HINT_APP_NAME, title)
  }

  /// Sets the icon at ``iconPath`` on `window`; returns whether it was set. An icon that is
  /// missing or unreadable leaves the window without one: it is decoration, not a failure.
  @MainActor
  @discardableResult
  func setIcon(on window: SDLWindowHandle) -> Bool {
    guard let iconPath, let surface = IMG_Load(iconPath) else { return false }
    defer { SDL_FreeSurface(surface) }
    SDL_SetWindowIcon(window.pointer, surface)
    return true
  }
}
