import Foundation
import TempoTestSupport

/// The built `tempo-gallery` executable, and whether the window tests can drive it (xdotool,
/// ImageMagick's `import`); the tests run it and the tools as ``ChildProcess``es.
enum GalleryProcess {
  /// The executable next to the test bundle (where `swift build --build-tests` puts it), or nil.
  static let path = ChildPrograms.built("tempo-gallery")

  /// Whether an X display and xdotool and import are there (`.ci/with-xvfb` provides them).
  static let hasDisplay = ChildPrograms.hasDisplay
}
