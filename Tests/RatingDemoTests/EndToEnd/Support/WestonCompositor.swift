import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A private Wayland compositor for the demo: Debian's weston, nested in the test's X display
/// (its x11 backend, pixman renderer, kiosk shell: the app's toplevel fills the one output), its
/// socket in a runtime folder of its own, screenshots through weston's own screenshooter.
///
/// weston's headless backend would need no X display, but SDL 2.26.5 crashes starting its
/// Wayland video there (that backend offers no `wl_seat`); see TempoSDL's documentation, The desktop.
final class WestonCompositor {
  /// Whether weston and weston-screenshooter are installed.
  static let isAvailable =
    ChildProcess.which("weston") != nil && ChildProcess.which("weston-screenshooter") != nil

  /// Why the Wayland suite is skipped when ``isAvailable`` is false.
  static let missing = "weston is not installed (apt-get install weston)"

  /// The compositor's process.
  let process: ChildProcess
  /// `XDG_RUNTIME_DIR` for the compositor and its clients (mode 0700, as Wayland wants).
  let runtime: TemporaryDirectory
  /// The socket's name, for `WAYLAND_DISPLAY`.
  let socket = "wayland-tempo"

  /// Starts weston with one output of `width` × `height` logical pixels at integer `scale`.
  init(width: Int, height: Int, scale: Int) async throws {
    runtime = try TemporaryDirectory("weston")
    chmod(runtime.path, 0o700)
    process = try ChildProcess(
      try Self.tool("weston"),
      [
        "--backend=x11-backend.so", "--use-pixman", "--shell=kiosk-shell.so", "--debug",
        "--socket=\(socket)", "--width=\(width)", "--height=\(height)", "--scale=\(scale)",
        "--idle-time=0", "--no-config",
      ], environment: ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": nil])
    let ready = await ChildProcess.poll(for: 10) {
      FileManager.default.fileExists(atPath: runtime.file(socket)) || !process.isRunning
    }
    guard ready, process.isRunning else {
      let outcome = await process.waitForExit(timeout: 1)
      throw XDisplayError(description: "weston did not start: \(outcome.standardError)")
    }
  }

  deinit { process.send(SIGTERM) }

  /// The environment that makes a client use this compositor natively (no X display at all).
  var clientEnvironment: [String: String?] {
    [
      "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket, "SDL_VIDEODRIVER": "wayland",
      "DISPLAY": nil,
    ]
  }

  /// The X window weston draws its output into (where xdotool sends the pointer): the one of
  /// WM_CLASS "Weston Compositor" (weston sets no _NET_WM_PID; one weston runs at a time).
  func outputWindow() async throws -> String {
    let output = try? await XDisplay.run(
      "xdotool", ["search", "--onlyvisible", "--class", "Weston Compositor"])
    guard let window = output?.split(separator: "\n").first.map(String.init) else {
      throw XDisplayError(description: "weston's output window is not on the X display")
    }
    return window
  }

  /// A screenshot of the whole output, in output pixels (weston-screenshooter writes it into
  /// its working folder, here a fresh one). Compare colours only: SDL's window buffers are
  /// XRGB8888, whose unused byte the screenshot passes on as alpha (often 0).
  func screenshot() async throws -> RGBAImage {
    let folder = try TemporaryDirectory("weston-shot")
    let outcome = try await ChildProcess.run(
      "/bin/sh", ["-c", "cd \"$0\" && exec weston-screenshooter", folder.path],
      environment: ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard outcome.exited(with: 0), let name = names.first(where: { $0.hasSuffix(".png") }) else {
      throw XDisplayError(description: "weston-screenshooter failed: \(outcome.standardError)")
    }
    let path = folder.file(name)
    return try await MainActor.run { try RGBAImage(pngFile: path) }
  }

  private static func tool(_ name: String) throws -> String {
    guard let path = ChildProcess.which(name) else { throw XDisplayError(description: missing) }
    return path
  }
}
