import Foundation
import TempoScene

/// Views in rows, column by column (SwiftUI's `LazyHGrid`): the rows come from `rows`' items
/// for the height offered, each column is as wide as its widest view. TempoUI builds every
/// view at once.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// A grid of `rows`, lined up by `alignment` in the height offered, columns `spacing` apart
  /// (`nil`: 8); `pinnedViews` is accepted.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  /// A grid is primitive.
  public typealias Body = Never
}
