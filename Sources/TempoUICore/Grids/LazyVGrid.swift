import Foundation
import TempoScene

/// Views in columns, row by row (SwiftUI's `LazyVGrid`): the columns come from `columns`'
/// items for the width offered (``GridItem``), each row is as tall as its tallest view, and
/// rows are `spacing` apart. TempoUI builds every view at once.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A grid of `columns`, lined up by `alignment` in the width offered, rows `spacing` apart
  /// (`nil`: 8); `pinnedViews` is accepted.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  /// A grid is primitive.
  public typealias Body = Never
}
