import TempoScene

/// Several views treated as siblings of the group's parent (SwiftUI's `Group`).
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group is primitive.
  public typealias Body = Never
}

extension Group: PrimitiveView {
  var isLayoutTransparent: Bool { true }
  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }
}
