import Tempo

/// A node that only arranges and groups its children: an overlay, a horizontal or a vertical
/// stack (see ``GroupLayout``). It draws nothing itself and takes hits only through its children.
public final class GroupNode: Node {
  /// How the children are arranged.
  @exclusivity(unchecked) public var layout: GroupLayout
  /// The children's sizes from the last overlay layout, kept so that the next one reuses the
  /// storage instead of allocating.
  @exclusivity(unchecked) private var childSizes: [CGSize] = []

  /// Creates a group with the given layout and children.
  public init(
    _ layout: GroupLayout = .overlay(), engine: AnimationEngine, children: [Node] = []
  ) {
    self.layout = layout
    super.init(engine: engine)
    addChildren(children)
  }

  /// A horizontal stack (SwiftUI's `HStack`): `spacing` points between children.
  public static func hStack(
    spacing: Double = 8, alignment: VerticalAlignment = .center, engine: AnimationEngine,
    children: [Node] = []
  ) -> GroupNode {
    GroupNode(
      .horizontal(spacing: spacing, alignment: alignment), engine: engine, children: children)
  }

  /// A vertical stack (SwiftUI's `VStack`): `spacing` points between children.
  public static func vStack(
    spacing: Double = 8, alignment: HorizontalAlignment = .center, engine: AnimationEngine,
    children: [Node] = []
  ) -> GroupNode {
    GroupNode(.vertical(spacing: spacing, alignment: alignment), engine: engine, children: children)
  }

  /// An overlay (SwiftUI's `ZStack`): children on top of each other, later ones above.
  public static func zStack(
    alignment: Alignment = .center, engine: AnimationEngine, children: [Node] = []
  ) -> GroupNode {
    GroupNode(.overlay(alignment: alignment), engine: engine, children: children)
  }

  override func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    switch layout {
    case .overlay:
      var block = CGSize(width: -Double.infinity, height: -Double.infinity)
      for child in children {
        let size = child.sizeThatFits(proposal, measurer: measurer)
        block = CGSize(width: max(block.width, size.width), height: max(block.height, size.height))
      }
      return children.isEmpty ? .zero : block
    case .horizontal(let spacing, _):
      return StackLayout(axis: .horizontal, spacing: spacing).size(
        of: children, for: proposal, measurer: measurer)
    case .vertical(let spacing, _):
      return StackLayout(axis: .vertical, spacing: spacing).size(
        of: children, for: proposal, measurer: measurer)
    }
  }

  override func placeContent(in rect: CGRect, measurer: any TextMeasurer) {
    super.placeContent(in: rect, measurer: measurer)
    switch layout {
    case .overlay(let alignment):
      placeOverlay(in: rect, alignment: alignment, measurer: measurer)
    case .horizontal(let spacing, let alignment):
      StackLayout(axis: .horizontal, spacing: spacing).place(
        children, in: rect, crossFraction: alignment.fraction, measurer: measurer)
    case .vertical(let spacing, let alignment):
      StackLayout(axis: .vertical, spacing: spacing).place(
        children, in: rect, crossFraction: alignment.fraction, measurer: measurer)
    }
  }

  /// Aligns the children within the largest one, and centres that block in `rect`.
  private func placeOverlay(in rect: CGRect, alignment: Alignment, measurer: any TextMeasurer) {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    var sizes = childSizes
    childSizes = []
    sizes.removeAll(keepingCapacity: true)
    var block = CGSize(width: -Double.infinity, height: -Double.infinity)
    for child in children {
      let size = child.sizeThatFits(proposal, measurer: measurer)
      sizes.append(size)
      block = CGSize(width: max(block.width, size.width), height: max(block.height, size.height))
    }
    if children.isEmpty { block = .zero }
    defer { childSizes = sizes }
    let blockOrigin = CGPoint(
      x: rect.minX + (rect.width - block.width) / 2,
      y: rect.minY + (rect.height - block.height) / 2)
    for (index, child) in children.enumerated() {
      let size = sizes[index]
      let origin = CGPoint(
        x: blockOrigin.x + (block.width - size.width) * alignment.horizontal.fraction,
        y: blockOrigin.y + (block.height - size.height) * alignment.vertical.fraction)
      child.place(in: CGRect(origin: origin, size: size), measurer: measurer)
    }
  }
}
