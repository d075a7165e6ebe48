import Foundation
import TempoTestSupport

/// The built `tempo-gallery` executable, and whether the window tests can drive it (xdotool,
/// ImageMagick's `import`); the tests run it and the tools as ``ChildProcess``es.
enum GalleryProcess {
  /// The executable next to the test bundle (where `swift build --build-tests` puts it), or nil.
  static let path: String? = {
    guard let runner = CommandLine.arguments.first else { return nil }
    let path = URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("tempo-gallery").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// Whether an X display and xdotool and import are there (`.ci/with-xvfb` provides them).
  static let hasDisplay =
    !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
    && ChildProcess.which("xdotool") != nil && ChildProcess.which("import") != nil
}
