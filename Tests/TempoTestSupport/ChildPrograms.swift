import Foundation

/// Programs that end-to-end tests run as child processes: the package's executables that
/// `swift build --build-tests` puts next to the test bundle, and tools on PATH.
package enum ChildPrograms {
  /// The path of the package's executable `name` next to the running test bundle, or nil when
  /// it was not built.
  package static func built(_ name: String) -> String? {
    guard let runner = CommandLine.arguments.first else { return nil }
    let path = URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Whether an X display and xdotool and ImageMagick's import are there (`.ci/with-xvfb`
  /// provides them).
  package static let hasDisplay =
    !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    && ChildProcess.which("xdotool") != nil && ChildProcess.which("import") != nil
}
