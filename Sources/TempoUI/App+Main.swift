import Foundation
import TempoSDL
import TempoScene
import TempoUICore

extension App {
  /// Runs the app: opens its window and draws its views until the window closes.
  ///
  /// `@main` calls it. Bad command-line input or a missing display is one line on standard
  /// error and exit status 2.
  @MainActor public static func main() {
    let app = Self()
    guard let window = app.windowDescription else {
      FileHandle.standardError.write(Data("TempoUI: the app's body has no WindowGroup\n".utf8))
      exit(2)
    }
    do {
      exit(try WindowRunner.run(window))
    } catch {
      FileHandle.standardError.write(Data("\(programName): \(error)\n".utf8))
      exit(2)
    }
  }
}

/// The name the program was started with, for messages.
private var programName: String {
  URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
}
