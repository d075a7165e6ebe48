import Tempo
import TempoScene

/// Views side by side, left to right (SwiftUI's `HStack`).
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row; `spacing` in points (`nil`: 8).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing.map(Double.init), content())
  }

  /// A stack is primitive.
  public typealias Body = Never
}

/// Views one under the other, top to bottom (SwiftUI's `VStack`).
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column; `spacing` in points (`nil`: 8).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing.map(Double.init), content())
  }

  /// A stack is primitive.
  public typealias Body = Never
}

/// Views on top of each other, the later ones in front (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Creates an overlay of the views, aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    (self.alignment, self.content) = (alignment, content())
  }

  /// A stack is primitive.
  public typealias Body = Never
}

/// What the three stacks share (internal): a group node and an arrangement of their content.
protocol StackPrimitive: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
  var arrangement: StackArrangement { get }
}

extension StackPrimitive {
  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }
  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }
  /// Sizes the stack, remembering its children's frames for that proposal: placed with it,
  /// the stack does not ask its children for their sizes again.
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let result = arrangement.layout(proposal, children: element.layoutChildren)
    element.layoutCache.lastFrames = (proposal, result.frames)
    return result.size
  }
  /// A stack with the same spacing and alignment lays out its children as before.
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  {
    old.arrangement == arrangement
  }
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double? {
    let proposal = element.layoutCache.placementProposal(for: size)
    let children = element.layoutChildren
    let frames =
      element.layoutCache.frames(for: proposal)
      ?? arrangement.layout(proposal, children: children).frames
    return arrangement.explicitBaseline(guide, children: children, frames: frames)
  }
  func placeChildren(in bounds: CGRect, element: Element) {
    let proposal = element.layoutCache.placementProposal(for: bounds.size)
    let children = element.layoutChildren
    if let frames = element.layoutCache.frames(for: proposal) {
      arrangement.place(children, at: frames, in: bounds)
    } else {
      arrangement.place(children, in: bounds, proposal: proposal)
    }
  }
}

extension HStack: StackPrimitive, AxisStack {
  var arrangement: StackArrangement { .horizontal(spacing: spacing, alignment: alignment) }
  var axis: StackAxis { .horizontal }
}

extension VStack: StackPrimitive, AxisStack {
  var arrangement: StackArrangement { .vertical(spacing: spacing, alignment: alignment) }
  var axis: StackAxis { .vertical }
}

extension ZStack: StackPrimitive {
  var arrangement: StackArrangement { .overlay(alignment: alignment) }
}
