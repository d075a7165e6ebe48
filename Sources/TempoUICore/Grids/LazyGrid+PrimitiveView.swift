import Tempo
import TempoScene

/// What the two lazy grids share (internal): a group node, tracks across the grid from the
/// items, and lines of views along it.
protocol GridPrimitive: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
  var items: [GridItem] { get }
  var lineSpacing: Double? { get }
  /// Whether the tracks are columns (a vertical grid) or rows.
  var isVertical: Bool { get }
  /// How a view sits in its cell when its item gives no alignment (the grid's `alignment`
  /// across its tracks, centred along them).
  var cellAlignment: Alignment { get }
}

extension LazyVGrid: GridPrimitive {
  var items: [GridItem] { columns }
  var lineSpacing: Double? { spacing }
  var isVertical: Bool { true }
  var cellAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
}

extension LazyHGrid: GridPrimitive {
  var items: [GridItem] { rows }
  var lineSpacing: Double? { spacing }
  var isVertical: Bool { false }
  var cellAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
}

extension GridPrimitive {
  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    layout(proposal, children: element.layoutChildren).size
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let children = element.layoutChildren
    let result = layout(ProposedViewSize(bounds.size), children: children)
    for (child, frame) in zip(children, result.frames) {
      child.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY))
    }
  }

  /// The grid's size and each child's frame: children fill the tracks line by line, each
  /// offered its track's length across and nothing along; a line is as long as its longest
  /// view.
  @MainActor private func layout(_ proposal: ProposedViewSize, children: [Element])
    -> (size: CGSize, frames: [CGRect])
  {
    let across = isVertical ? proposal.width : proposal.height
    let tracks = GridTracks(items, length: across.map { Double($0) })
    guard !tracks.tracks.isEmpty else { return (.zero, children.map { _ in .zero }) }
    let (starts, span) = tracks.offsets
    let count = tracks.tracks.count
    let spacing: Double = lineSpacing ?? StackArrangement.defaultSpacing
    var sizes: [CGSize] = []
    for (index, child) in children.enumerated() {
      let length = tracks.tracks[index % count].length
      sizes.append(
        child.sizeThatFits(
          isVertical
            ? ProposedViewSize(width: length, height: nil)
            : ProposedViewSize(width: nil, height: length)))
    }
    // Each line's length along the grid: its longest view.
    var lines: [Double] = []
    for (index, size) in sizes.enumerated() {
      let length = Double(isVertical ? size.height : size.width)
      if index % count == 0 {
        lines.append(length)
      } else {
        lines[lines.count - 1] = max(lines[lines.count - 1], length)
      }
    }
    let along = lines.reduce(0, +) + spacing * Double(max(lines.count - 1, 0))
    var frames: [CGRect] = []
    var lineStart = 0.0
    for (index, size) in sizes.enumerated() {
      let (line, track) = (index / count, index % count)
      if track == 0, line > 0 { lineStart += lines[line - 1] + spacing }
      let cell = (
        across: starts[track], length: tracks.tracks[track].length, along: lineStart,
        line: lines[line]
      )
      let alignment = tracks.tracks[track].alignment ?? cellAlignment
      let (w, h) = (Double(size.width), Double(size.height))
      if isVertical {
        frames.append(
          CGRect(
            x: cell.across + (cell.length - w) * alignment.horizontal.unitFraction,
            y: cell.along + (cell.line - h) * alignment.vertical.unitFraction, width: w, height: h))
      } else {
        frames.append(
          CGRect(
            x: cell.along + (cell.line - w) * alignment.horizontal.unitFraction,
            y: cell.across + (cell.length - h) * alignment.vertical.unitFraction, width: w,
            height: h))
      }
    }
    return (
      isVertical ? CGSize(width: span, height: along) : CGSize(width: along, height: span), frames
    )
  }
}
