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

/// A column that builds its views as they scroll into view (SwiftUI's `LazyVStack`).
///
/// Inside a scroll view, only the rows within half a viewport of the visible area are built
/// (those built stay until they are a viewport and a half away, then are released with their
/// state); a row not built is taken to be as tall as the built ones are on average, so the
/// content's height is the row count times that. The rows are its content's views, looking
/// through `ForEach`, `Group`, blocks and branches; each is offered the column's width and
/// takes its ideal height, aligned by `alignment`. Outside a scroll view every row is built
/// and the column lays out as a ``VStack``.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy column; `spacing` in points (`nil`: 8); `pinnedViews` is accepted.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  /// A lazy stack is primitive.
  public typealias Body = Never
}

/// A row that builds its views as they scroll into view (SwiftUI's `LazyHStack`); see
/// ``LazyVStack``, across.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy row; `spacing` in points (`nil`: 8); `pinnedViews` is accepted.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  /// A lazy stack is primitive.
  public typealias Body = Never
}

extension LazyVStack: LazyStack {
  var rowAxis: Axis { .vertical }
  var arrangement: StackArrangement {
    .vertical(spacing: spacing.map(Double.init), alignment: alignment)
  }
  var crossFraction: Double { alignment.unitFraction }
}

extension LazyHStack: LazyStack {
  var rowAxis: Axis { .horizontal }
  var arrangement: StackArrangement {
    .horizontal(spacing: spacing.map(Double.init), alignment: alignment)
  }
  var crossFraction: Double { alignment.unitFraction }
}
