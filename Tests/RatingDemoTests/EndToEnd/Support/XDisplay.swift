import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport

/// The X display `make test` provides (a private Xvfb), driven with xdotool, ImageMagick's
/// `import` and, for the close button, a few lines of Python (ctypes on libX11).
enum XDisplay {
  /// Whether `DISPLAY` is set and xdotool and import are installed.
  static let isAvailable =
    !(ChildProcess.inheritedEnvironment["DISPLAY"] ?? "").isEmpty
    && ChildProcess.which("xdotool") != nil && ChildProcess.which("import") != nil

  /// Why the window suites are skipped when ``isAvailable`` is false.
  static let missing =
    "no X display (DISPLAY is unset: run under `make test` or .ci/with-xvfb) or xdotool/import missing"

  /// Whether python3 is installed (for ``closeWindow(_:)``).
  static let hasPython = ChildProcess.which("python3") != nil

  /// Runs `tool` from PATH with `arguments` (at most `timeout` s) and returns its stdout;
  /// throws when it fails.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String], timeout: Double = 10) async throws
    -> String
  {
    guard let executable = ChildProcess.which(tool) else {
      throw XDisplayError(description: "\(tool) is not installed")
    }
    let outcome = try await ChildProcess.run(executable, arguments, timeout: timeout)
    guard outcome.exited(with: 0) else {
      throw XDisplayError(
        description: "\(tool) \(arguments.joined(separator: " ")) failed"
          + (outcome.timedOut ? " (timed out)" : ": \(outcome.standardError)"))
    }
    return outcome.standardOutput
  }

  /// The id of the first visible window of process `pid`, or nil while it has none.
  ///
  /// xdotool exits 1 when nothing matches; it also dies of BadWindow when another window
  /// vanishes while it walks the window tree. Both read as "none yet": callers poll.
  static func window(ofProcess pid: Int32) async -> String? {
    let output = try? await run("xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"])
    return output?.split(separator: "\n").first.map(String.init)
  }

  /// Takes a screenshot of `window` (`import -window`), saves it at `path`, and reads it back.
  static func screenshot(of window: String, to path: String) async throws -> RGBAImage {
    try await run("import", ["-window", window, "png32:\(path)"])
    return try await MainActor.run { try RGBAImage(pngFile: path) }
  }

  /// Sends `window` the close button's message: a WM_PROTOCOLS ClientMessage carrying
  /// WM_DELETE_WINDOW (what a window manager sends; there is none under Xvfb).
  static func closeWindow(_ window: String) async throws {
    try await run("python3", ["-c", deleteWindowScript, window])
  }

  /// Python: XSendEvent of a ClientMessage (type 33, format 32) through ctypes.
  private static let deleteWindowScript = """
    import ctypes, sys
    x = ctypes.CDLL("libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XInternAtom.restype = ctypes.c_ulong
    x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                             ctypes.c_void_p]
    x.XFlush.argtypes = [ctypes.c_void_p]
    x.XCloseDisplay.argtypes = [ctypes.c_void_p]
    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                    ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                    ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]
    class Event(ctypes.Union):
        _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
    display = x.XOpenDisplay(None)
    if not display:
        sys.exit("cannot open the display")
    window = int(sys.argv[1])
    event = Event()
    event.xclient.type = 33
    event.xclient.send_event = 1
    event.xclient.display = display
    event.xclient.window = window
    event.xclient.message_type = x.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    if not x.XSendEvent(display, window, 0, 0, ctypes.byref(event)):
        sys.exit("XSendEvent failed")
    x.XFlush(display)
    x.XCloseDisplay(display)
    """
}

/// An X tool failed or timed out.
struct XDisplayError: Error, CustomStringConvertible {
  let description: String
}
