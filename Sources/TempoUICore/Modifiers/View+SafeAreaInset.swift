import Foundation
import TempoScene

/// A leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

extension View {
  /// Places `content` along `edge` of this view, the view laid out in the space left (a
  /// desktop window has no safe area to extend into: the view and the content are stacked,
  /// `spacing` points apart, 0 by default), `content` aligned across by `alignment`.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }

  /// Places `content` along the leading or trailing `edge` of this view, the view laid out in
  /// the space left (as the vertical form does).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .trailing { inset }
    }
  }
}
