import Foundation
import TempoRender
import TempoSDL

/// Runs an app from its command line (the runner every Tempo app shares): `--help`, a window,
/// or `--record` on a virtual clock; any error is one line on stderr and exit status 2.
@MainActor
public enum AppRunner {
  /// Runs `app` with `arguments` (without the program name); returns the exit status. A window
  /// is opened by `windowBackend` (default: an SDL window drawn with OpenGL or cairo, as
  /// `TEMPO_RENDERER` or the machine says).
  public static func run(
    _ app: AppDescription, arguments: [String], windowBackend: (any WindowBackend)? = nil
  ) -> Int32 {
    InterruptSignals.unblock()
    // Mesa's llvmpipe (the renderer where there is no GPU) rasterises on worker threads; for a
    // window this small, handing tiles between threads costs more CPU than it saves. A GPU
    // driver ignores this, and a value already in the environment is kept.
    setenv("LP_NUM_THREADS", "0", 0)
    do {
      let options = try RunOptions.parse(arguments, defaultSize: app.defaultSize)
      if options.showsHelp {
        print(RunOptions.usage(for: app))
        return 0
      }
      if let path = options.recordPath {
        return try RecordingRunner.run(app, options: options, path: path)
      }
      return try WindowRunner.run(
        app, options: options, backend: windowBackend ?? DesktopWindowBackend())
    } catch {
      FileHandle.standardError.write(Data((message(for: error, app: app.name) + "\n").utf8))
      return 2
    }
  }

  /// The one-line message for `error`: the program's name, then the error on one line.
  public nonisolated static func message(for error: any Error, app: String) -> String {
    String("\(app): \(error)".map { $0.isNewline ? " " : $0 })
  }
}
