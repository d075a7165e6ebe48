import Tempo
import TempoScene

/// A view TempoUI draws itself (internal): text, shapes, stacks, modifiers, containers.
///
/// Every requirement has a default, so a primitive implements only what it does: a container
/// lists ``children(in:)``, a drawing view makes and updates a scene node, a layout view sizes
/// and places its children.
@MainActor
protocol PrimitiveView {
  /// The scene node this view draws into, or `nil` for a view that only passes its children on.
  func makeNode(engine: AnimationEngine) -> Node?
  /// Sets the node's properties from the view, under the current transaction.
  func update(node: Node, element: Element)
  /// The views inside this one, each with its identity among its siblings.
  func children(in context: ElementContext) -> [ChildView]
  /// The environment the children see.
  func childEnvironment(_ environment: EnvironmentValues, element: Element) -> EnvironmentValues
  /// The transaction the children are updated with.
  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction
  /// The transaction a change made inside this view (by a descendant's state) is applied with,
  /// given the change's own: a `.transaction` modifier edits it; `.animation(_:value:)` does
  /// not (its value did not change, since this view was not updated).
  func transactionForDescendantChange(_ transaction: Transaction) -> Transaction
  /// The transition this view gives the node below it, if it is a `.transition` modifier.
  var transition: Transition? { get }
  /// The drawing order this view gives the node below it, if it is a `.zIndex` modifier.
  var zIndex: Double? { get }
  /// The priority this view has in its stack's layout, if it is a `.layoutPriority` modifier.
  var layoutPriority: Double? { get }
  /// Whether ``childTransaction(_:element:)`` may do more than return the transaction it is
  /// given (edit it, or remember something at each update): if not, it is not called.
  var editsChildTransactions: Bool { get }
  /// Whether ``transactionForDescendantChange(_:)`` may return another transaction than it is
  /// given: if not, it is not called.
  var editsDescendantTransactions: Bool { get }
  /// ``isLayoutTransparent``, ``transition``, ``zIndex``, ``layoutPriority``,
  /// ``editsChildTransactions`` and ``editsDescendantTransactions`` read at once (what an
  /// element keeps after each update: one call, not six).
  var traits: PrimitiveTraits { get }
  /// Whether this view's size is its children's alone, so updating it with unchanged children
  /// leaves its layout as it was (a modifier that only draws, edits the environment or the
  /// transaction).
  var layoutFollowsChildren: Bool { get }
  /// Whether this view, updated from `old` and from `oldEnvironment` to its element's
  /// environment, sizes itself and places its children as it did: its layout is then left as
  /// it was (a child's changes invalidate it on their own).
  /// By default, ``layoutFollowsChildren`` or ``isLayoutTransparent`` (a group's children are
  /// laid out by its stack, and a change of them invalidates the layout when matched).
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  /// Whether ``children(in:)`` runs content closures the user wrote (`ForEach`'s): observable
  /// properties they read then update this view.
  var buildsChildrenFromClosures: Bool { get }
  /// Whether a stack lays out this view's children one by one (a group, `ForEach`, a branch).
  var isLayoutTransparent: Bool { get }
  /// Whether this view's node is drawn over the whole window, above every other view (a
  /// sheet's or an alert's layer), rather than in its ancestor's node; it is placed in window
  /// points.
  var attachesToWindow: Bool { get }
  /// Whether this view's node moves and resizes as one under the view's transaction, as a
  /// drawing node does, its children placed inside it as they are (a text field's line, which
  /// a platform draws), rather than as a container placed at once whose children each animate
  /// to their new place on screen.
  var movesAsOne: Bool { get }
  /// The size this view chooses for `proposal`, in points.
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize
  /// Whether the size ``sizeThatFits(_:element:)`` just returned is the same for every
  /// proposal (a symbol, a fixed frame, a modifier around such a view), so layout remembers
  /// it once rather than per proposal. Asked right after sizing, with the children sized.
  func sizeIgnoresProposal(element: Element) -> Bool
  /// Places the children in `bounds` (the node's own space, or the host's for a pass-through).
  func placeChildren(in bounds: CGRect, element: Element)
  /// The view's own first or last text baseline (`guide`) when laid out at `size`, in points
  /// from its top, or `nil` when it has none (no text inside: its bottom stands for it). By
  /// default, its children's, where ``placeChildren(in:element:)`` puts them by default.
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double?
  /// Called once when the view's element is mounted, after its first layout.
  func didMount(element: Element)
  /// Called once when the view's element is removed.
  func willUnmount(element: Element)
  /// Called after each update of the view's element, once its children are updated.
  func didUpdate(element: Element)
}

extension PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? { nil }
  func update(node: Node, element: Element) {}
  func children(in context: ElementContext) -> [ChildView] { [] }
  func childEnvironment(_ environment: EnvironmentValues, element: Element) -> EnvironmentValues {
    environment
  }
  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    transaction
  }
  func transactionForDescendantChange(_ transaction: Transaction) -> Transaction {
    transaction
  }
  var buildsChildrenFromClosures: Bool { false }
  var transition: Transition? { nil }
  var zIndex: Double? { nil }
  var layoutPriority: Double? { nil }
  var editsChildTransactions: Bool { false }
  var editsDescendantTransactions: Bool { false }
  var traits: PrimitiveTraits {
    PrimitiveTraits(
      isLayoutTransparent: isLayoutTransparent, transition: transition, zIndex: zIndex,
      layoutPriority: layoutPriority, editsChildTransactions: editsChildTransactions,
      editsDescendantTransactions: editsDescendantTransactions)
  }
  var layoutFollowsChildren: Bool { false }
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  { layoutFollowsChildren || isLayoutTransparent }
  var isLayoutTransparent: Bool { false }
  var attachesToWindow: Bool { false }
  var movesAsOne: Bool { false }
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let children = element.layoutChildren
    if children.count == 1 { return children[0].sizeThatFits(proposal) }
    return StackArrangement.vertical(spacing: nil, alignment: .center)
      .sizeThatFits(proposal, children: children)
  }
  func sizeIgnoresProposal(element: Element) -> Bool { false }
  func placeChildren(in bounds: CGRect, element: Element) {
    let children = element.layoutChildren
    if children.count == 1 {
      children[0].place(in: bounds)
    } else {
      StackArrangement.vertical(spacing: nil, alignment: .center).place(children, in: bounds)
    }
  }
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double? {
    element.childrenBaseline(guide, in: size)
  }
  func didMount(element: Element) {}
  func willUnmount(element: Element) {}
  func didUpdate(element: Element) {}
}

/// What an element keeps of its primitive after each update (internal): see
/// ``PrimitiveView/traits``.
struct PrimitiveTraits {
  var isLayoutTransparent = false
  var transition: Transition?
  var zIndex: Double?
  var layoutPriority: Double?
  /// ``PrimitiveView/editsChildTransactions``.
  var editsChildTransactions = false
  /// ``PrimitiveView/editsDescendantTransactions`` (a `.transaction` or value-less `.animation`
  /// modifier, a text field's line).
  var editsDescendantTransactions = false
}

/// A child view with its identity among its siblings (internal).
struct ChildView {
  /// The identity: a position, a branch, a `ForEach` id, or an `.id(_:)` value.
  var key: ViewKey
  /// The view.
  var view: any View
}

/// What a primitive needs to list its children (internal).
@MainActor
struct ElementContext {
  /// The environment the children will see.
  var environment: EnvironmentValues
  /// The values the primitive keeps between updates (its element's storage).
  var storage = ElementStorage()
  /// The element whose children are listed.
  unowned(unsafe) var element: Element
}
