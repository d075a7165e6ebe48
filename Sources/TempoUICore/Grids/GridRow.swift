import Tempo
import TempoScene

/// One row of a ``Grid``: its views are the row's cells, one per column (SwiftUI's
/// `GridRow`). Outside a grid it lines its views up as an `HStack` does.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, placed down their cells by `alignment` (`nil`: the
  /// grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A row is primitive.
  public typealias Body = Never
}

/// A grid row's part in its grid's layout (internal): the grid reads its alignment and places
/// its cells.
protocol GridRowPrimitive: PrimitiveView {
  /// How the row's cells sit down their cells (`nil`: the grid's alignment).
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowPrimitive {
  var rowAlignment: VerticalAlignment? { alignment }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element) -> Bool {
    old.alignment == alignment
  }

  /// Outside a grid: an `HStack`'s size.
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    rowStack.sizeThatFits(proposal, children: element.layoutChildren)
  }

  /// In a grid, the grid places the cells; outside one, they are lined up as an `HStack`'s.
  func placeChildren(in bounds: CGRect, element: Element) {
    guard !GridLayout.isInGrid(element) else { return }
    rowStack.place(element.layoutChildren, in: bounds)
  }

  private var rowStack: StackArrangement {
    .horizontal(spacing: nil, alignment: alignment ?? .center)
  }
}
