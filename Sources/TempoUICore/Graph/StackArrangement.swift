import TempoScene

/// SwiftUI's stack layouts (internal): children are offered space least flexible first, take
/// what they choose, and are lined up with the spacing and aligned across the axis.
enum StackArrangement {
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

  /// Places `children` in `bounds` as the stack lays them out.
  @MainActor func place(_ children: [Element], in bounds: CGRect) {
    let result = layout(ProposedViewSize(bounds.size), children: children)
    for (child, frame) in zip(children, result.frames) {
      child.place(in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY))
    }
  }

  @MainActor private func layout(_ proposal: ProposedViewSize, children: [Element])
    -> (size: CGSize, frames: [CGRect])
  {
    switch self {
    case .overlay(let alignment):
      let sizes = children.map { $0.sizeThatFits(proposal) }
      let size = CGSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      let frames = sizes.map { aligned($0, in: size, alignment) }
      return (size, frames)
    case .horizontal(let spacing, let alignment):
      let lengths = mainAxisSizes(
        children, along: proposal.width, across: proposal.height, horizontal: true,
        spacing: spacing ?? Self.defaultSpacing)
      let size = CGSize(width: lengths.total, height: lengths.sizes.map(\.height).max() ?? 0)
      var x = 0.0
      let frames = lengths.sizes.map { childSize -> CGRect in
        defer { x += Double(childSize.width) + (spacing ?? Self.defaultSpacing) }
        let y = offset(
          of: Double(childSize.height), in: Double(size.height), alignment.unitFraction)
        return CGRect(x: x, y: y, width: Double(childSize.width), height: Double(childSize.height))
      }
      return (size, frames)
    case .vertical(let spacing, let alignment):
      let lengths = mainAxisSizes(
        children, along: proposal.height, across: proposal.width, horizontal: false,
        spacing: spacing ?? Self.defaultSpacing)
      let size = CGSize(width: lengths.sizes.map(\.width).max() ?? 0, height: lengths.total)
      var y = 0.0
      let frames = lengths.sizes.map { childSize -> CGRect in
        defer { y += Double(childSize.height) + (spacing ?? Self.defaultSpacing) }
        let x = offset(of: Double(childSize.width), in: Double(size.width), alignment.unitFraction)
        return CGRect(x: x, y: y, width: Double(childSize.width), height: Double(childSize.height))
      }
      return (size, frames)
    }
  }

  /// Sizes the children along the stack's axis: the least flexible first, each offered an
  /// equal share of what is left.
  @MainActor private func mainAxisSizes(
    _ children: [Element], along main: Double?, across cross: Double?, horizontal: Bool,
    spacing: Double
  ) -> (sizes: [CGSize], total: Double) {
    func propose(_ length: Double?) -> ProposedViewSize {
      horizontal
        ? ProposedViewSize(width: length, height: cross)
        : ProposedViewSize(width: cross, height: length)
    }
    func length(_ size: CGSize) -> Double { Double(horizontal ? size.width : size.height) }
    let totalSpacing = spacing * Double(max(children.count - 1, 0))
    var sizes = [CGSize](repeating: .zero, count: children.count)
    guard let main else {
      for (index, child) in children.enumerated() {
        sizes[index] = child.sizeThatFits(propose(nil))
      }
      return (sizes, sizes.map(length).reduce(0, +) + totalSpacing)
    }
    let flexibility = children.map { child in
      length(child.sizeThatFits(propose(.infinity))) - length(child.sizeThatFits(propose(0)))
    }
    var remaining = max(main - totalSpacing, 0)
    var remainingCount = children.count
    // Least flexible first, ties in order (most stacks are in order already: no sort then).
    let isInOrder = zip(flexibility, flexibility.dropFirst()).allSatisfy { $0 <= $1 }
    let order =
      isInOrder
      ? Array(children.indices) : children.indices.sorted { flexibility[$0] < flexibility[$1] }
    for index in order {
      let share = remaining / Double(remainingCount)
      sizes[index] = children[index].sizeThatFits(propose(share))
      remaining = max(remaining - length(sizes[index]), 0)
      remainingCount -= 1
    }
    return (sizes, sizes.map(length).reduce(0, +) + totalSpacing)
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
  /// Where along the height this alignment puts a view: 0 top, 0.5 centre, 1 bottom.
  var unitFraction: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    }
  }
}
