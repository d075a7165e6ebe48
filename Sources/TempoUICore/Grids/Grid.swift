import Tempo
import TempoScene

/// Views in rows and columns, every view built at once (SwiftUI's `Grid`, iOS 16).
///
/// Each ``GridRow`` inside is a row and its views are its cells, one per column; a view that
/// is not in a row (a `Divider`, say) spans the grid's width on a row of its own. A column is
/// as wide as its widest cell, a row as tall as its tallest; columns and rows are
/// `horizontalSpacing` and `verticalSpacing` apart (8 points each by default). Offered a width,
/// the columns share it as a stack's views share its length (least flexible first, each
/// offered an equal share of what is left), and rows share a height offered likewise. A cell
/// sits in its cell by the grid's `alignment` (across) and its row's, else the grid's (down).
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// A grid of the rows `content` builds, cells placed by `alignment`, columns and rows the
  /// spacings apart (`nil`: 8 points).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(Double.init)
    self.verticalSpacing = verticalSpacing.map(Double.init)
    self.content = content()
  }

  /// A grid is primitive.
  public typealias Body = Never
}

extension Grid: PrimitiveView, GridContainer {
  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element) -> Bool {
    old.layout == layout
  }

  /// How this grid lays out its lines.
  var layout: GridLayout {
    GridLayout(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing ?? StackArrangement.defaultSpacing,
      verticalSpacing: verticalSpacing ?? StackArrangement.defaultSpacing)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    layout.arrange(GridLayout.lines(of: element), in: proposal).size
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let lines = GridLayout.lines(of: element)
    let result = layout.arrange(
      lines, in: element.layoutCache.placementProposal(for: bounds.size))
    let origin = (dx: Double(bounds.minX), dy: Double(bounds.minY))
    for (line, placement) in zip(lines, result.lines) {
      line.element.place(in: placement.frame.offsetBy(dx: origin.dx, dy: origin.dy))
      for (cell, frame) in zip(line.cells ?? [], placement.cells) {
        cell.place(in: frame.offsetBy(dx: origin.dx, dy: origin.dy))
      }
    }
  }
}
