import TempoScene

/// A form of controls (SwiftUI's `Form`): on iOS a grouped list; TempoUI draws it as its plain
/// `List` of the rows `content` builds.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The rows, as a list.
  public var body: some View {
    List { content }
  }
}
