import Foundation
import TempoRunner
import TempoScene
import TempoUICore

extension App {
  /// Runs the app from its command line: opens its `WindowGroup` in a window, or records it
  /// (`--record`, `--script`, `--fps`, `--size`, `--scale`, `--duration`, `--font`, `--help`:
  /// the runner every Tempo app shares).
  ///
  /// `@main` calls it. Bad command-line input or a missing display is one line on standard
  /// error and exit status 2.
  @MainActor public static func main() {
    let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    guard let window = Self().windowDescription else {
      FileHandle.standardError.write(Data("\(name): the app's body has no WindowGroup\n".utf8))
      exit(2)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    var root = AnyView(window.rootView)
    if let flag = arguments.firstIndex(of: "--preview"), flag + 1 < arguments.count {
      do {
        root = try PreviewCatalog.view(named: arguments[flag + 1], in: Self.previews)
      } catch {
        FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
        exit(2)
      }
    }
    let description = AppDescription(
      name: name, title: window.title ?? name,
      summary: "\(name): a TempoUI app. Without options it opens its window.",
      makeContent: { scene in ViewHostContent(host: ViewHost(root, scene: scene)) })
    exit(AppRunner.run(description, arguments: arguments))
  }
}
