import CSDL2
import Foundation
import TempoRender
import TempoScene

/// A resizable, HiDPI-aware window with a vsync'd renderer and a ``GLCanvas``, or frames drawn by
/// another backend's presenter (``WindowDrawing``; TempoCairo's shown by SDL's software
/// renderer).
///
/// Sizes are in points. The scale (device pixels per point) is the renderer's output size ÷
/// the SDL window size, read afresh each time so a window moved to another display draws at
/// that display's resolution, times the desktop's scale on X11 (``desktopScale``: X11 windows
/// are sized in pixels, so a 2× desktop gets a window of twice the points in pixels).
@MainActor
public final class Window {
  /// The canvas that draws into the window.
  public let canvas: GLCanvas
  private let handle: SDLWindowHandle
  private var cursors: [Cursor: SDLCursorHandle] = [:]
  /// The scale the X11 desktop asks for (`TEMPO_SCALE`, `GDK_SCALE` or `Xft.dpi` ÷ 96), by
  /// which the SDL window's pixel size exceeds its size in points; 1 elsewhere.
  public let desktopScale: Double
  /// The app's name and icon as the desktop knows them (`WM_CLASS`/`app_id`, window icon).
  public let identity: DesktopIdentity
  /// Whether the identity's icon was set on the window.
  package let hasIcon: Bool
  /// The backend drawing the frames (cairo: ``canvas`` only holds the font and output size).
  public let rendererKind: RendererKind
  /// Draws and shows the frames.
  private let presenter: any WindowPresenter

  /// Opens a window titled `title` of `size` points, shown at once.
  ///
  /// Text uses `face`, else the font at `fontPath`, else fontconfig's sans-serif. With
  /// `headless` the window lives on SDL's offscreen driver (for tests).
  /// `identity` names the app to the desktop (default: the executable's name and icon, see
  /// ``DesktopIdentity/current``); a process's first window fixes the name. Throws a
  /// ``TempoSDLError`` naming what failed; without a display it says so, at once (no driver is
  /// probed) when neither `DISPLAY`, `WAYLAND_DISPLAY` nor `SDL_VIDEODRIVER` is set.
  /// `drawing` picks the backend (default: SDL's OpenGL renderer; TempoCairo adds cairo and
  /// the choice ``RendererKind/window(environment:videoDriver:renderNodes:)`` makes, which
  /// honours `TEMPO_RENDERER`).
  public init(
    title: String, size: CGSize, resizable: Bool = true, face: FontFace? = nil,
    fontPath: String? = nil, headless: Bool = false, identity: DesktopIdentity = .current,
    drawing: WindowDrawing = .gl
  ) throws {
    let (width, height) = (Double(size.width), Double(size.height))
    guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
      throw TempoSDLError(
        .invalidSize, "could not open a window of \(width) × \(height) points: size out of range")
    }
    if !headless && Self.noDisplay && Self.environment("SDL_VIDEODRIVER").isEmpty {
      // Probing X11 and Wayland with no display named only adds their complaints to stderr
      // (libwayland prints one when XDG_RUNTIME_DIR is unset): say at once what is missing.
      throw TempoSDLError(
        .noDisplay, "could not start SDL video",
        reason: "no display: DISPLAY and WAYLAND_DISPLAY are unset")
    }
    self.identity = identity
    if !headless { identity.applyHints(title: title) }
    do {
      try SDLSystem.start(headless: headless)
    } catch let error as TempoSDLError where !headless && Self.noDisplay {
      throw TempoSDLError(
        .noDisplay, error.operation,
        reason: error.reason + "; no display: DISPLAY and WAYLAND_DISPLAY are unset")
    }
    let face = try face ?? FontFace.sansSerif(overridePath: fontPath)
    var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    desktopScale =
      headless
      ? 1 : DesktopScale.current(driver: driver, environment: ProcessInfo.processInfo.environment)
    handle = try SDLWindowHandle(
      title: title, width: Int((width * desktopScale).rounded()),
      height: Int((height * desktopScale).rounded()), flags: flags)
    hasIcon = !headless && identity.setIcon(on: handle)
    (rendererKind, canvas, presenter) = try drawing.makeParts(handle, driver, face)
  }

  /// Whether neither an X11 nor a Wayland display is named in the environment.
  static var noDisplay: Bool {
    environment("DISPLAY").isEmpty && environment("WAYLAND_DISPLAY").isEmpty
  }

  /// The environment variable `name`, or an empty string when it is unset.
  private static func environment(_ name: String) -> String {
    ProcessInfo.processInfo.environment[name] ?? ""
  }

  /// The window's size, in points.
  public var size: CGSize {
    let size = handle.size
    return CGSize(
      width: Double(size.width) / desktopScale, height: Double(size.height) / desktopScale)
  }

  /// The drawing surface's size, in device pixels.
  public var pixelSize: CGSize {
    let size = canvas.renderer.outputSize
    return CGSize(width: Double(size.width), height: Double(size.height))
  }

  /// Device pixels per point: renderer output width ÷ SDL window width, times
  /// ``desktopScale`` (the desktop scale alone when unknown).
  public var scale: Double {
    let (units, pixels) = (handle.size.width, canvas.renderer.outputSize.width)
    return (units > 0 && pixels > 0 ? Double(pixels) / Double(units) : 1) * desktopScale
  }

  /// `event` in points: SDL reports positions and sizes in window units, which are pixels on
  /// a scaled X11 desktop.
  func inPoints(_ event: InputEvent) -> InputEvent {
    guard desktopScale != 1 else { return event }
    let factor = 1 / desktopScale
    switch event {
    case .pointerMoved(let point): return .pointerMoved(point.scaled(by: factor))
    case .pointerDown(let point): return .pointerDown(point.scaled(by: factor))
    case .pointerUp(let point): return .pointerUp(point.scaled(by: factor))
    case .resized(let size):
      return .resized(CGSize(width: size.width * factor, height: size.height * factor))
    case .keyDown, .textInput, .quit, .scrolled: return event
    }
  }

  /// The window's title.
  public var title: String {
    get { SDL_GetWindowTitle(handle.pointer).map { String(cString: $0) } ?? "" }
    set { SDL_SetWindowTitle(handle.pointer, newValue) }
  }

  /// The refresh rate of the window's display, in Hz (0 when the driver does not say).
  public var refreshRate: Double {
    var mode = SDL_DisplayMode()
    let display = SDL_GetWindowDisplayIndex(handle.pointer)
    guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0 else { return 0 }
    return Double(mode.refresh_rate)
  }

  /// The display's frame interval, in seconds (1/60 when the refresh rate is unknown).
  public var frameInterval: TimeInterval { FrameClock.frameInterval(refreshRate: refreshRate) }

  /// The pointer's shape over the window; setting the current shape again does nothing.
  public var cursor: Cursor = .arrow {
    didSet {
      guard cursor != oldValue else { return }
      if cursors[cursor] == nil { cursors[cursor] = SDLCursorHandle(cursor) }
      if let handle = cursors[cursor] { SDL_SetCursor(handle.pointer) }
    }
  }

  /// The cursor SDL shows now, read back from SDL: one this window set, or `nil` when SDL shows
  /// another (its default, before any was set) or none.
  package var shownCursor: Cursor? {
    guard let current = SDL_GetCursor() else { return nil }
    return cursors.first { $0.value.pointer == current }?.key
  }

  /// Notes that the window was resized, exposed or otherwise changed by the system: the next
  /// frame is shown whole.
  func windowChanged() { presenter.windowChanged() }

  /// Draws `list` at the window's current scale and shows it (waits for vsync when honoured).
  public func present(_ list: DisplayList) throws {
    try presenter.present(list, scale: scale)
  }
}

extension CGPoint {
  fileprivate func scaled(by factor: Double) -> CGPoint {
    CGPoint(x: Double(x) * factor, y: Double(y) * factor)
  }
}
