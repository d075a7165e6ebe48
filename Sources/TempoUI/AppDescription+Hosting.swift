import TempoRunner
import TempoScene
import TempoUICore

extension AppDescription {
  /// The description of an app whose content is the view `content` builds, hosted as
  /// `App.main()` hosts a window's root view (package: for apps that add their own options, such
  /// as the gallery's `--example`).
  @MainActor
  package static func hosting<Content: View>(
    name: String, title: String, summary: String, defaultScript: InputScript,
    defaultSize: CGSize, content: @escaping @MainActor () -> Content
  ) -> AppDescription {
    AppDescription(
      name: name, title: title, summary: summary, defaultScript: defaultScript,
      defaultSize: defaultSize,
      makeContent: { scene in ViewHostContent(host: ViewHost(content(), scene: scene)) })
  }
}
