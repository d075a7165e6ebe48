import Foundation
import TempoScene

/// A view that draws nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// An empty view is primitive.
  public typealias Body = Never
}

extension EmptyView: PrimitiveView {
  var isLayoutTransparent: Bool { true }
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize { .zero }
}
