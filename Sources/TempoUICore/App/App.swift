/// A program's entry point built of scenes (SwiftUI's `App`): mark it `@main` and
/// `import TempoUI` opens its window.
@MainActor @preconcurrency
public protocol App {
  /// The scenes of the app.
  associatedtype Body: Scene
  /// The app's content: a `WindowGroup` of its root view.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app (TempoUI calls it once, at launch).
  init()
  /// The previews `--preview NAME` can show instead of the window's content (default: none).
  @MainActor static var previews: [any PreviewProvider.Type] { get }
}

/// A part of an app's interface with its own life cycle (SwiftUI's `Scene`): a window.
@MainActor @preconcurrency
public protocol Scene {
  /// The scenes this one is made of.
  associatedtype Body: Scene
  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Builds scenes from the statements of an app's `body`.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// A single scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

extension Never: Scene {}

/// A window showing a view (SwiftUI's `WindowGroup`); TempoUI opens one window per app.
public struct WindowGroup<Content: View>: Scene {
  /// The window's title.
  public let title: String?
  let content: () -> Content

  /// A window of the view `content` builds.
  public init(@ViewBuilder content: @escaping () -> Content) {
    (self.title, self.content) = (nil, content)
  }

  /// A window titled `title`, of the view `content` builds.
  public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    (self.title, self.content) = (title, content)
  }

  /// A window group is primitive.
  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// The window an app asks for (package): what a runner opens.
@MainActor
package struct WindowDescription {
  /// The title, or `nil` for the program's name.
  package var title: String?
  /// The root view.
  package var rootView: any View
}

extension App {
  /// The window this app's body describes (package).
  package var windowDescription: WindowDescription? {
    (body as? any WindowScene)?.windowDescription
  }
}

/// A scene that is a window (internal).
@MainActor
protocol WindowScene {
  var windowDescription: WindowDescription { get }
}

extension WindowGroup: WindowScene {
  var windowDescription: WindowDescription {
    WindowDescription(title: title, rootView: content())
  }
}
