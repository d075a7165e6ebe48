/// The stack layout algorithm (internal), after SwiftUI's: children are offered the remaining
/// length divided by the number of children left, the least flexible first, so that flexible
/// children (shapes) share what fixed ones (text, fixed frames) leave.
@MainActor
struct StackLayout {
  let axis: Axis
  /// Points between neighbouring children.
  let spacing: Double

  /// The children's sizes for `proposal`, in child order.
  func sizes(of children: [Node], for proposal: ProposedSize, measurer: any TextMeasurer)
    -> [CGSize]
  {
    let cross = axis == .horizontal ? proposal.height : proposal.width
    guard let main = proposal.value(along: axis) else {
      return children.map {
        $0.sizeThatFits(.make(along: axis, nil, across: cross), measurer: measurer)
      }
    }
    let flexibility = children.map { child -> Double in
      let smallest = child.sizeThatFits(.make(along: axis, 0, across: cross), measurer: measurer)
      let largest = child.sizeThatFits(
        .make(along: axis, .infinity, across: cross), measurer: measurer)
      return largest.value(along: axis) - smallest.value(along: axis)
    }
    let order = children.indices.sorted { flexibility[$0] < flexibility[$1] }
    var remaining = main - spacing * Double(max(children.count - 1, 0))
    var sizes = Array(repeating: CGSize.zero, count: children.count)
    for (placed, index) in order.enumerated() {
      let share = max(remaining / Double(children.count - placed), 0)
      let size = children[index].sizeThatFits(
        .make(along: axis, share, across: cross), measurer: measurer)
      sizes[index] = size
      remaining -= size.value(along: axis)
    }
    return sizes
  }

  /// The stack's size: the children's lengths plus spacing, and the largest cross size.
  func size(of children: [Node], for proposal: ProposedSize, measurer: any TextMeasurer)
    -> CGSize
  {
    let childSizes = sizes(of: children, for: proposal, measurer: measurer)
    return total(of: childSizes)
  }

  private func total(of sizes: [CGSize]) -> CGSize {
    let main =
      sizes.reduce(0) { $0 + $1.value(along: axis) } + spacing * Double(max(sizes.count - 1, 0))
    let cross = sizes.map { $0.value(along: axis == .horizontal ? .vertical : .horizontal) }.max()
    return .make(along: axis, main, across: cross ?? 0)
  }

  /// Places the children one after another, the block centred in `rect`, each child at
  /// `crossFraction` of the free space across the block (0 leading/top, 1 trailing/bottom).
  func place(
    _ children: [Node], in rect: CGRect, crossFraction: Double, measurer: any TextMeasurer
  ) {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    let childSizes = sizes(of: children, for: proposal, measurer: measurer)
    let block = total(of: childSizes)
    let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
    let rectOrigin = CGSize(width: rect.minX, height: rect.minY)
    var main =
      rectOrigin.value(along: axis) + (rect.size.value(along: axis) - block.value(along: axis)) / 2
    let blockCross =
      rectOrigin.value(along: crossAxis)
      + (rect.size.value(along: crossAxis) - block.value(along: crossAxis)) / 2
    for (child, size) in zip(children, childSizes) {
      let cross =
        blockCross + (block.value(along: crossAxis) - size.value(along: crossAxis)) * crossFraction
      let origin = CGSize.make(along: axis, main, across: cross)
      child.place(
        in: CGRect(origin: CGPoint(x: origin.width, y: origin.height), size: size),
        measurer: measurer)
      main += size.value(along: axis) + spacing
    }
  }
}
