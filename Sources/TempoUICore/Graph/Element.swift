import TempoScene

/// A view mounted in the graph (internal): it keeps the view's identity, its `@State` storage,
/// its children and the scene node it draws into for as long as the identity lives.
@MainActor
final class Element {
  unowned let graph: ViewGraph
  /// The element this one is a child of.
  weak var parent: Element?
  /// The identity among its siblings.
  let key: AnyHashable
  /// The type of the view, part of the identity.
  let viewType: ObjectIdentifier
  /// The latest view value.
  private(set) var view: any View
  /// The environment this element sees.
  private(set) var environment = EnvironmentValues()
  /// The mounted children, in order.
  var children: [Element] = []
  /// Removed children whose nodes are still playing their removal transition.
  var leaving: [Element] = []
  /// The scene node this element draws into (`nil`: its children attach to its host).
  private(set) var node: Node?
  /// Whether ``node`` has been added to the host node.
  var isAttached = false
  /// The `@State` storage of a user view, in declaration order.
  var stateStorage: [AnyObject] = []
  /// Values a primitive keeps between updates (for example `.animation(_:value:)`'s last value).
  var memory: [String: AnyHashable] = [:]
  /// Whether ``PrimitiveView/didMount(element:)`` has run.
  var hasAppeared = false
  /// Whether the element has been removed.
  private(set) var isUnmounted = false
  /// The transaction of this element's last update (an `.animation` or `.transaction` modifier
  /// above may have edited it): its layout and insertion use it in the same pass.
  private(set) var transaction = Transaction()
  /// The graph's ``ViewGraph/pass`` of that update.
  private(set) var updatePass = 0
  /// The primitive behind the view, or `nil` for a view with a body.
  private(set) var primitive: (any PrimitiveView)?
  /// Whether ``primitive`` is not `nil`.
  private(set) var isPrimitive = false
  /// Whether the primitive is a group a stack sees through (``PrimitiveView/isLayoutTransparent``).
  private(set) var isLayoutTransparent = false
  /// What layout remembers between passes (sizes chosen, the frame placed in).
  var layoutCache = LayoutCache()

  init(graph: ViewGraph, parent: Element?, key: AnyHashable, view: any View) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    viewType = ObjectIdentifier(type(of: view))
    setPrimitive(of: view)
  }

  private func setPrimitive(of view: any View) {
    primitive = Self.primitive(of: view)
    isPrimitive = primitive != nil
    isLayoutTransparent = primitive?.isLayoutTransparent ?? false
  }

  private static func primitive(of view: any View) -> (any PrimitiveView)? {
    if let primitive = view as? any PrimitiveView { return primitive }
    return (view as? any Shape)?.asPrimitive
  }

  /// Updates the element to `view` in `environment`, then its children, under the current
  /// transaction.
  func update(view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    setPrimitive(of: view)
    transaction = Transaction.current
    updatePass = graph.pass
    invalidateLayout()
    if let primitive {
      if node == nil, !isAttached, let made = primitive.makeNode(engine: graph.engine) {
        node = made
      }
      if let node {
        // Setting the environment re-resolves the node's subtree: only a changed one is set.
        if !node.environmentOverrides.isIdentical(to: environment) {
          node.environmentOverrides = environment
        }
        // A new node starts in its state: only its insertion transition animates.
        if isAttached {
          primitive.update(node: node, element: self)
        } else {
          withCurrentTransaction(Transaction(animation: nil)) {
            primitive.update(node: node, element: self)
          }
        }
      }
      let childEnvironment = primitive.childEnvironment(environment, element: self)
      let children = primitive.children(in: ElementContext(environment: childEnvironment))
      let transaction = primitive.childTransaction(Transaction.current, element: self)
      withCurrentTransaction(transaction) {
        reconcile(children, environment: childEnvironment)
      }
      if let node { node.transition = transitionForNode }
    } else {
      let body = graph.evaluateBody(of: view, in: self)
      reconcile([ChildView(key: 0, view: body)], environment: environment)
    }
  }

  /// Re-evaluates this element with its current view and environment (its state changed).
  func rerender() {
    guard !isUnmounted else { return }
    withCurrentTransaction(inheritedTransaction()) { update(view: view, environment: environment) }
  }

  /// Removes this element and its subtree, with removal transitions under the current
  /// transaction: the nodes it contributes leave their host (the nodes inside them go along).
  func unmount() {
    let nodes = contributedNodes
    let host = hostNode
    markUnmounted()
    for node in nodes where node.parent === host { host.removeChild(node) }
  }

  /// Whether a node this element contributed is playing its removal transition.
  var isLeaving: Bool { contributedNodes.contains { $0.isLeaving } }

  /// Brings a leaving element back under the current transaction: its nodes return to their
  /// place from where their removal has taken them (the element keeps its state).
  func remount() {
    markMounted()
    for node in contributedNodes where node.isLeaving { node.parent?.insertChild(node, at: 0) }
  }

  private func markMounted() {
    isUnmounted = false
    for child in children { child.markMounted() }
  }

  private func markUnmounted() {
    isUnmounted = true
    primitive?.willUnmount(element: self)
    for child in children { child.markUnmounted() }
  }

  /// The nearest ancestor's node, or the graph's root node.
  var hostNode: Node {
    var ancestor = parent
    while let current = ancestor {
      if let node = current.node { return node }
      ancestor = current.parent
    }
    return graph.rootNode
  }

  /// Whether this element was updated in the graph's current pass (its ``transaction`` is
  /// the one its changes use).
  var isUpdatedInThisPass: Bool { updatePass == graph.pass }

  /// The transition of this element's node: the outermost `.transition` modifier between the
  /// node and its host, else the first one in the modifiers under it down to the next node (a
  /// transition is a trait of the inserted view, wherever it is in its modifiers), else
  /// `.opacity` (SwiftUI's default).
  var transitionForNode: Transition {
    var found: Transition?
    var ancestor = parent
    while let current = ancestor, current.node == nil {
      if let transition = (current.primitive as? any TransitionCarrier)?.transition {
        found = transition
      }
      ancestor = current.parent
    }
    if let found { return found }
    var below = children
    while below.count == 1, let only = below.first {
      if let transition = (only.primitive as? any TransitionCarrier)?.transition {
        return transition
      }
      if only.node != nil { break }
      below = only.children
    }
    return .opacity
  }

  /// The attached nodes this element contributes to its host, in drawing order.
  var contributedNodes: [Node] {
    if let node { return isAttached ? [node] : [] }
    return children.flatMap(\.contributedNodes)
  }
}
