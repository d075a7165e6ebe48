import Tempo
import TempoScene

/// Which views stay pinned while a lazy stack scrolls (SwiftUI's `PinnedScrollableViews`):
/// accepted; TempoUI pins none.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Views of `rawValue`'s bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that SwiftUI builds as it scrolls (SwiftUI's `LazyVStack`); TempoUI builds every
/// view at once and lays them out as a ``VStack``.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy column; `pinnedViews` is accepted.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  /// The views in a column.
  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
  }
}

/// A row that SwiftUI builds as it scrolls (SwiftUI's `LazyHStack`); TempoUI builds every
/// view at once and lays them out as an ``HStack``.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy row; `pinnedViews` is accepted.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  /// The views in a row.
  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
  }
}
