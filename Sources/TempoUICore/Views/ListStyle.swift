import TempoScene

/// How a list looks (SwiftUI's `ListStyle`): accepted; TempoUI draws every list as iOS's
/// plain list.
public protocol ListStyle {}

/// The platform's list (SwiftUI's `DefaultListStyle`).
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Rows edge to edge (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Sections in rounded inset groups (SwiftUI's `InsetGroupedListStyle`): drawn plain.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Sections in groups (SwiftUI's `GroupedListStyle`): drawn plain.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Rows inset from the edges (SwiftUI's `InsetListStyle`): drawn plain.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// A sidebar (SwiftUI's `SidebarListStyle`): drawn plain.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections in rounded inset groups: drawn plain.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections in groups: drawn plain.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges: drawn plain.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar: drawn plain.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// The list options TempoUI's plain list does not draw: accepted, so code that sets them runs.
extension View {
  /// Sets the style of the lists in this view: accepted; lists are drawn plain.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// Sets a list row's background: accepted; rows are drawn on the list's background.
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Shows or hides a list row's separators: accepted; every row has its separator.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// Sets a list row's insets: accepted; rows keep iOS's insets.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
}

/// A top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges, as bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
