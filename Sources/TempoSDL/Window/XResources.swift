import Foundation

/// Reads the X server's resource database (`xrdb`'s `RESOURCE_MANAGER`) through libX11, loaded
/// at run time as SDL itself loads it, so TempoSDL needs no X11 headers or link flags.
enum XResources {
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias ManagerString = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
  private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32

  /// The resource string of the display named by `DISPLAY`, or `nil` when there is no X
  /// server, no libX11 or no resources.
  static func managerString() -> String? {
    // Kept loaded: SDL's X11 driver uses the same library.
    guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
    guard let open = dlsym(library, "XOpenDisplay"),
      let manager = dlsym(library, "XResourceManagerString"),
      let close = dlsym(library, "XCloseDisplay")
    else { return nil }
    let openDisplay = unsafeBitCast(open, to: OpenDisplay.self)
    let managerString = unsafeBitCast(manager, to: ManagerString.self)
    let closeDisplay = unsafeBitCast(close, to: CloseDisplay.self)
    guard let display = openDisplay(nil) else { return nil }
    defer { _ = closeDisplay(display) }
    return managerString(display).map { String(cString: $0) }
  }
}
