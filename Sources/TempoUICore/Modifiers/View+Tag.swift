import TempoScene

extension View {
  /// Tags this view with `tag` (SwiftUI's `tag(_:)`): the value a `Picker` reads to know which
  /// of its views is selected. Elsewhere the view draws, lays out and keeps its identity as
  /// without it.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TagView(content: self, tag: AnyHashable(tag))
  }

  /// Tags this view with `tag` (SwiftUI's iOS 17 `tag(_:includeOptional:)`); see `tag(_:)`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    TagView(content: self, tag: AnyHashable(tag))
  }
}

/// A view with a tag (internal; `.tag(_:)`): transparent to layout and drawing, read by the
/// selection containers.
struct TagView<Content: View>: View, PrimitiveView, TagCarrier {
  let content: Content
  let tag: AnyHashable

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  var isLayoutTransparent: Bool { true }
  var layoutFollowsChildren: Bool { true }
}

/// A view that carries a tag (internal).
@MainActor
protocol TagCarrier {
  var tag: AnyHashable { get }
}

extension Element {
  /// This option's tag: the `.tag(_:)` in its chain of single views, below it or above it (a
  /// stack sees through tags, so an option laid out may be the view inside its tag), else,
  /// for a view a `ForEach` made, its id (SwiftUI's implicit tag); `nil` when it has neither.
  var selectionTag: AnyHashable? {
    var current = self
    while true {
      if current.isPrimitive, let carrier = current.core as? any TagCarrier { return carrier.tag }
      guard current.children.count == 1 else { break }
      current = current.children[0]
    }
    var child = self
    var ancestor = parent
    while let above = ancestor {
      if above.isPrimitive, let carrier = above.core as? any TagCarrier { return carrier.tag }
      if above.isPrimitive, above.core is any ForEachMarker { return child.key.value }
      guard above.children.count == 1 else { return nil }
      (child, ancestor) = (above, above.parent)
    }
    return nil
  }
}
