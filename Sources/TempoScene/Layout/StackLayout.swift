import Foundation

/// The stack layout algorithm (internal), after SwiftUI's: children are offered the remaining
/// length divided by the number of children left, the least flexible first, so that flexible
/// children (shapes) share what fixed ones (text, fixed frames) leave.
@MainActor
struct StackLayout {
  let axis: Axis
  /// Points between neighbouring children.
  let spacing: Double

  /// Calls `body` with the children's sizes for `proposal`, in child order.
  ///
  /// The sizes and the work lists live in temporary storage (on the stack for the usual
  /// handful of children), so laying a stack out allocates nothing.
  func withSizes<Result>(
    of children: [Node], for proposal: ProposedSize, measurer: any TextMeasurer,
    _ body: (UnsafeBufferPointer<CGSize>) -> Result
  ) -> Result {
    let cross = axis == .horizontal ? proposal.height : proposal.width
    return withUnsafeTemporaryAllocation(of: CGSize.self, capacity: children.count) { sizes in
      guard let main = proposal.value(along: axis) else {
        for (index, child) in children.enumerated() {
          sizes.initializeElement(
            at: index,
            to: child.sizeThatFits(.make(along: axis, nil, across: cross), measurer: measurer))
        }
        return body(UnsafeBufferPointer(sizes))
      }
      withUnsafeTemporaryAllocation(of: (Double, Int).self, capacity: children.count) { order in
        for (index, child) in children.enumerated() {
          let smallest = child.sizeThatFits(
            .make(along: axis, 0, across: cross), measurer: measurer)
          let largest = child.sizeThatFits(
            .make(along: axis, .infinity, across: cross), measurer: measurer)
          order.initializeElement(
            at: index, to: (largest.value(along: axis) - smallest.value(along: axis), index))
        }
        // The least flexible first; equal ones in child order.
        var order = order
        order.sort(by: Self.isLessFlexible)
        var remaining = main - spacing * Double(max(children.count - 1, 0))
        for (placed, entry) in order.enumerated() {
          let share = max(remaining / Double(children.count - placed), 0)
          let size = children[entry.1].sizeThatFits(
            .make(along: axis, share, across: cross), measurer: measurer)
          sizes.initializeElement(at: entry.1, to: size)
          remaining -= size.value(along: axis)
        }
      }
      return body(UnsafeBufferPointer(sizes))
    }
  }

  /// Whether `a` (a child's flexibility and index) is placed before `b`.
  private static func isLessFlexible(_ a: (Double, Int), _ b: (Double, Int)) -> Bool {
    a.0 < b.0 || (a.0 == b.0 && a.1 < b.1)
  }

  /// The stack's size: the children's lengths plus spacing, and the largest cross size.
  func size(of children: [Node], for proposal: ProposedSize, measurer: any TextMeasurer)
    -> CGSize
  {
    withSizes(of: children, for: proposal, measurer: measurer) { total(of: $0) }
  }

  private func total(of sizes: UnsafeBufferPointer<CGSize>) -> CGSize {
    let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
    var main = spacing * Double(max(sizes.count - 1, 0))
    var cross = 0.0
    for size in sizes {
      main += size.value(along: axis)
      cross = max(cross, size.value(along: crossAxis))
    }
    return .make(along: axis, main, across: cross)
  }

  /// Places the children one after another, the block centred in `rect`, each child at
  /// `crossFraction` of the free space across the block (0 leading/top, 1 trailing/bottom).
  func place(
    _ children: [Node], in rect: CGRect, crossFraction: Double, measurer: any TextMeasurer
  ) {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    withSizes(of: children, for: proposal, measurer: measurer) { childSizes in
      place(children, sizes: childSizes, in: rect, crossFraction: crossFraction, measurer: measurer)
    }
  }

  /// Places the children at `sizes` (see ``place(_:in:crossFraction:measurer:)``).
  private func place(
    _ children: [Node], sizes childSizes: UnsafeBufferPointer<CGSize>, in rect: CGRect,
    crossFraction: Double, measurer: any TextMeasurer
  ) {
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
