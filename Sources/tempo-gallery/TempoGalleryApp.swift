import Foundation
import TempoGallery
import TempoUI

/// The gallery app: its window is the list of examples and the running example.
@main
struct TempoGalleryApp: App {
  var body: some Scene {
    WindowGroup("Tempo Gallery") { GalleryView() }
  }

  /// Runs the gallery from its command line (`App.main()`'s options, plus `--example NAME`).
  static func main() {
    exit(GalleryCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
  }
}
