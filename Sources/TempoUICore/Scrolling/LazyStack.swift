import Tempo
import TempoScene

/// The layout the lazy stacks share (internal): outside a scroll view a stack's, inside one
/// the built rows one after the other from where the first of them is estimated to start.
@MainActor
protocol LazyStack: LazyContainer {
  /// The stack this one lays out as when every row is built.
  var arrangement: StackArrangement { get }
  /// Where across the stack a row goes: 0 leading (top), 0.5 centre, 1 trailing (bottom).
  var crossFraction: Double { get }
  var spacing: CGFloat? { get }
}

extension LazyStack {
  var isAlwaysWindowed: Bool { false }

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  private var spacingLength: Double { spacing.map(Double.init) ?? StackArrangement.defaultSpacing }

  /// The rows' ideal sizes for `cross` points across (`nil`: their ideal), and the widest
  /// across; sets the state's stride from them.
  private func measure(_ element: Element, cross: Double?) -> (sizes: [CGSize], cross: Double) {
    let state = LazyState.of(element)
    let proposal =
      rowAxis == .vertical
      ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    var sizes: [CGSize] = []
    var (total, widest) = (0.0, 0.0)
    for row in element.layoutChildren {
      let size = row.sizeThatFits(proposal)
      sizes.append(size)
      total += main(size) + spacingLength
      widest = max(widest, rowAxis == .vertical ? Double(size.width) : Double(size.height))
    }
    if !state.built.isEmpty { state.stride = total / Double(state.built.count) }
    return (sizes, widest)
  }

  private func main(_ size: CGSize) -> Double {
    rowAxis == .vertical ? Double(size.height) : Double(size.width)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let state = LazyState.of(element)
    guard state.isWindowed else {
      return arrangement.sizeThatFits(proposal, children: element.layoutChildren)
    }
    let cross = measure(element, cross: rowAxis == .vertical ? proposal.width : proposal.height)
      .cross
    let length = state.contentLength(spacing: spacingLength)
    return rowAxis == .vertical
      ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let state = LazyState.of(element)
    guard state.isWindowed else {
      return arrangement.place(
        element.layoutChildren, in: bounds,
        proposal: element.layoutCache.placementProposal(for: bounds.size))
    }
    let isVertical = rowAxis == .vertical
    let cross = isVertical ? Double(bounds.width) : Double(bounds.height)
    _ = measure(element, cross: cross)
    let visible = LazyWindow.visibleRect(of: element).map {
      isVertical
        ? Double($0.minY - bounds.minY)...Double($0.maxY - bounds.minY)
        : Double($0.minX - bounds.minX)...Double($0.maxX - bounds.minX)
    }
    buildRows(near: visible, element: element)
    let sizes = measure(element, cross: cross).sizes
    var position = Double(state.built.lowerBound) * state.stride
    for (row, size) in zip(element.layoutChildren, sizes) {
      let across = (cross - (isVertical ? Double(size.width) : Double(size.height))) * crossFraction
      let frame =
        isVertical
        ? CGRect(x: across, y: position, width: Double(size.width), height: Double(size.height))
        : CGRect(x: position, y: across, width: Double(size.width), height: Double(size.height))
      row.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY))
      position += main(size) + spacingLength
    }
  }
}
