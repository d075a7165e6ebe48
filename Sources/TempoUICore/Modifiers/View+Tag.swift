extension View {
  /// Tags this view with `tag` (SwiftUI's `tag(_:)`): the value a selection container (`Picker`,
  /// `TabView`) reads to know which of its views is selected.
  ///
  /// TempoUI has no selection containers yet, so the tag is not read: the view draws, lays out
  /// and keeps its identity exactly as without it (as in SwiftUI outside such a container).
  public func tag<V: Hashable>(_ tag: V) -> some View { self }

  /// Tags this view with `tag` (SwiftUI's iOS 17 `tag(_:includeOptional:)`); see `tag(_:)`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { self }
}
