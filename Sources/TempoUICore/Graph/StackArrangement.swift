import Foundation
import TempoScene

/// SwiftUI's stack layouts (internal): children are offered space least flexible first, take
/// what they choose, and are lined up with the spacing and aligned across the axis.
enum StackArrangement: Equatable {
  /// Left to right.
  case horizontal(spacing: Double?, alignment: VerticalAlignment)
  /// Top to bottom.
  case vertical(spacing: Double?, alignment: HorizontalAlignment)
  /// On top of each other.
  case overlay(alignment: Alignment)

  /// The default spacing between adjacent views, in points.
  static let defaultSpacing = 8.0

  /// The stack's size for `proposal` with these children.
  @MainActor func sizeThatFits(_ proposal: ProposedViewSize, children: [Element]) -> CGSize {
    layout(proposal, children: children).size
  }

  /// Places `children` in `bounds` as the stack lays them out for `proposal` (by default the
  /// bounds' size; a stack passes the proposal it was sized with).
  @MainActor func place(_ children: [Element], in bounds: CGRect, proposal: ProposedViewSize? = nil)
  {
    let result = layout(proposal ?? ProposedViewSize(bounds.size), children: children)
    place(children, at: result.frames, in: bounds)
  }

  /// Places `children` at `frames` (from ``layout(_:children:)``), offset to `bounds`' origin.
  @MainActor func place(_ children: [Element], at frames: [CGRect], in bounds: CGRect) {
    for (child, frame) in zip(children, frames) {
      child.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY))
    }
  }

  /// The stack's size for `proposal` with these children, and their frames in it.
  // The layout loops are plain `for` loops: a closure made here is main-actor isolated, and
  // Swift checks the executor each time `map` or `sorted` calls it.
  @MainActor func layout(_ proposal: ProposedViewSize, children: [Element])
    -> (size: CGSize, frames: [CGRect])
  {
    var frames: [CGRect] = []
    frames.reserveCapacity(children.count)
    switch self {
    case .overlay(let alignment):
      var sizes: [CGSize] = []
      sizes.reserveCapacity(children.count)
      var size = CGSize.zero
      for child in children {
        let childSize = child.sizeThatFits(proposal)
        sizes.append(childSize)
        size.width = max(size.width, childSize.width)
        size.height = max(size.height, childSize.height)
      }
      if alignment.vertical.isTextBaseline {
        let line = Self.lineUp(sizes, of: children, on: alignment.vertical)
        size.height = line.height
        for (childSize, top) in zip(sizes, line.tops) {
          var frame = aligned(childSize, in: size, alignment)
          frame.origin.y = top
          frames.append(frame)
        }
        return (size, frames)
      }
      for childSize in sizes { frames.append(aligned(childSize, in: size, alignment)) }
      return (size, frames)
    case .horizontal(let spacing, let alignment):
      let spacing = spacing ?? Self.defaultSpacing
      let lengths = mainAxisSizes(
        children, along: proposal.width, across: proposal.height, horizontal: true,
        spacing: spacing)
      if alignment.isTextBaseline {
        let line = Self.lineUp(lengths.sizes, of: children, on: alignment)
        var x = 0.0
        for (childSize, y) in zip(lengths.sizes, line.tops) {
          frames.append(
            CGRect(x: x, y: y, width: Double(childSize.width), height: Double(childSize.height)))
          x += Double(childSize.width) + spacing
        }
        return (CGSize(width: lengths.total, height: line.height), frames)
      }
      var height = 0.0
      for childSize in lengths.sizes { height = max(height, Double(childSize.height)) }
      var x = 0.0
      for childSize in lengths.sizes {
        let y = offset(of: Double(childSize.height), in: height, alignment.unitFraction)
        frames.append(
          CGRect(x: x, y: y, width: Double(childSize.width), height: Double(childSize.height)))
        x += Double(childSize.width) + spacing
      }
      return (CGSize(width: lengths.total, height: height), frames)
    case .vertical(let spacing, let alignment):
      let spacing = spacing ?? Self.defaultSpacing
      let lengths = mainAxisSizes(
        children, along: proposal.height, across: proposal.width, horizontal: false,
        spacing: spacing)
      var width = 0.0
      for childSize in lengths.sizes { width = max(width, Double(childSize.width)) }
      var y = 0.0
      for childSize in lengths.sizes {
        let x = offset(of: Double(childSize.width), in: width, alignment.unitFraction)
        frames.append(
          CGRect(x: x, y: y, width: Double(childSize.width), height: Double(childSize.height)))
        y += Double(childSize.height) + spacing
      }
      return (CGSize(width: width, height: lengths.total), frames)
    }
  }

  /// Sizes the children along the stack's axis: the least flexible first, each offered an
  /// equal share of what is left.
  @MainActor private func mainAxisSizes(
    _ children: [Element], along main: Double?, across cross: Double?, horizontal: Bool,
    spacing: Double
  ) -> (sizes: [CGSize], total: Double) {
    let axis = Axis(horizontal: horizontal, cross: cross)
    let totalSpacing = spacing * Double(max(children.count - 1, 0))
    var sizes = [CGSize](repeating: .zero, count: children.count)
    var total = totalSpacing
    guard let main else {
      for index in children.indices {
        sizes[index] = children[index].sizeThatFits(axis.propose(nil))
        total += axis.length(sizes[index])
      }
      return (sizes, total)
    }
    var flexibility = [Double](repeating: 0, count: children.count)
    // Least flexible first, ties in order (most stacks are in order already: no sort then).
    var isInOrder = true
    for index in children.indices {
      flexibility[index] = Self.flexibility(of: children[index], along: axis)
      if index > 0, flexibility[index - 1] > flexibility[index] { isInOrder = false }
    }
    // The indices least flexible first, listed only when that is not their order already.
    let sorted = isInOrder ? [] : Self.order(by: flexibility)
    var remaining = max(main - totalSpacing, 0)
    guard let priorities = Self.priorities(of: children) else {
      var remainingCount = children.count
      for position in children.indices {
        let index = isInOrder ? position : sorted[position]
        let share = remaining / Double(remainingCount)
        sizes[index] = children[index].sizeThatFits(axis.propose(share))
        remaining = max(remaining - axis.length(sizes[index]), 0)
        remainingCount -= 1
        total += axis.length(sizes[index])
      }
      return (sizes, total)
    }
    // Highest priority first; each level is offered what is left but the minimum lengths of
    // the levels below it, shared equally, least flexible first.
    let order = isInOrder ? Array(children.indices) : sorted
    for level in Self.levels(of: priorities) {
      var reserved = 0.0
      var count = 0
      for index in children.indices {
        if priorities[index] < level {
          reserved += axis.length(children[index].sizeThatFits(axis.propose(0)))
        }
        if priorities[index] == level { count += 1 }
      }
      var available = max(remaining - reserved, 0)
      for index in order where priorities[index] == level {
        let share = available / Double(count)
        sizes[index] = children[index].sizeThatFits(axis.propose(share))
        let length = axis.length(sizes[index])
        available = max(available - length, 0)
        remaining = max(remaining - length, 0)
        count -= 1
        total += length
      }
    }
    return (sizes, total)
  }

  /// How much `child` can grow along `axis`: its length for an infinite proposal less its
  /// length for 0 (remembered by the child until its layout changes).
  @MainActor private static func flexibility(of child: Element, along axis: Axis) -> Double {
    let infinite = axis.propose(.infinity)
    if let known = child.layoutCache.flexibility, known.proposal == infinite { return known.value }
    let value =
      axis.length(child.sizeThatFits(infinite)) - axis.length(child.sizeThatFits(axis.propose(0)))
    child.layoutCache.flexibility = (infinite, value)
    return value
  }

  /// The children's layout priorities, or `nil` when they are all equal (always, unless the
  /// graph has seen a `.layoutPriority`).
  @MainActor private static func priorities(of children: [Element]) -> [Double]? {
    guard let first = children.first, first.graph.usesLayoutPriority else { return nil }
    var priorities = [Double](repeating: 0, count: children.count)
    var isUniform = true
    for index in children.indices {
      priorities[index] = children[index].layoutPriority
      if priorities[index] != priorities[0] { isUniform = false }
    }
    return isUniform ? nil : priorities
  }

  /// The distinct values of `priorities`, highest first.
  private static func levels(of priorities: [Double]) -> [Double] {
    var levels: [Double] = []
    for priority in priorities where !levels.contains(priority) { levels.append(priority) }
    return levels.count == 1 ? levels : levels.sorted(by: >)
  }

  /// The indices of `flexibility`, least first, ties in order.
  private static func order(by flexibility: [Double]) -> [Int] {
    flexibility.indices.sorted {
      (flexibility[$0], $0) < (flexibility[$1], $1)
    }
  }

  /// The stack's main axis: how to propose a length along it, and read one.
  private struct Axis {
    var horizontal: Bool
    var cross: Double?

    func propose(_ length: Double?) -> ProposedViewSize {
      horizontal
        ? ProposedViewSize(width: length, height: cross)
        : ProposedViewSize(width: cross, height: length)
    }

    func length(_ size: CGSize) -> Double { Double(horizontal ? size.width : size.height) }
  }

  private func aligned(_ size: CGSize, in container: CGSize, _ alignment: Alignment) -> CGRect {
    CGRect(
      x: offset(
        of: Double(size.width), in: Double(container.width), alignment.horizontal.unitFraction),
      y: offset(
        of: Double(size.height), in: Double(container.height), alignment.vertical.unitFraction),
      width: Double(size.width), height: Double(size.height))
  }

  private func offset(of length: Double, in container: Double, _ fraction: Double) -> Double {
    (container - length) * fraction
  }
}

extension HorizontalAlignment {
  /// Where along the width this alignment puts a view: 0 leading, 0.5 centre, 1 trailing.
  var unitFraction: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

extension VerticalAlignment {
  /// Where along the height this alignment puts a view: 0 top, 0.5 centre, 1 bottom (a text
  /// baseline: 1, a view's own default, for layouts that do not line up baselines).
  var unitFraction: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
  }
}
