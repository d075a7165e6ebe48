import Foundation
import TempoSDL

/// The command line's entry point: parse, then open the window or record.
@MainActor
enum DemoMain {
  /// Runs the demo with `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    InterruptSignals.unblock()
    // Mesa's llvmpipe (the renderer where there is no GPU) rasterises on worker threads; for a
    // window this small, handing tiles between threads costs more CPU than it saves. A GPU
    // driver ignores this, and a value already in the environment is kept.
    setenv("LP_NUM_THREADS", "0", 0)
    do {
      let options = try DemoOptions.parse(arguments)
      if options.showsHelp {
        print(DemoOptions.usage)
        return 0
      }
      if let path = options.recordPath { return try RecordingApp.run(options, path: path) }
      return try WindowApp.run(options)
    } catch {
      FileHandle.standardError.write(Data((message(for: error) + "\n").utf8))
      return 2
    }
  }

  /// The one line printed for `error`: every line break in it (LF, CR, CRLF, U+2028…) a space.
  nonisolated static func message(for error: any Error) -> String {
    String("rating-demo: \(error)".map { $0.isNewline ? " " : $0 })
  }
}
