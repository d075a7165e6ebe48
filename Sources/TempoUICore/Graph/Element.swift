import Tempo
import TempoScene

/// A view mounted in the graph (internal): it keeps the view's identity, its `@State` storage,
/// its children and the scene node it draws into for as long as the identity lives.
///
/// Its stored properties are `@exclusivity(unchecked)`: they are read and written at every
/// update and layout of every view, and the runtime's check of each access was a quarter of a
/// layout's instructions. The graph's code never holds an access to one across a call that
/// could reach the same property (the debug test runs, which checked every access, found none).
@MainActor
final class Element {
  /// The graph (which owns the root element and so outlives every element: unowned, unsafe
  /// and free of reference counting).
  unowned(unsafe) let graph: ViewGraph
  /// The element this one is a child of (`nil` for the root, or once the parent is gone: a
  /// parent clears its children's references when it deinitialises, so no side table is needed).
  @exclusivity(unchecked) unowned(unsafe) var parent: Element?
  /// The identity among its siblings.
  let key: ViewKey
  /// The key's ``ViewKey/matchHash``, computed once: matching compares it before the key itself.
  let keyHash: Int
  /// The type of the view, part of the identity.
  let viewType: ObjectIdentifier
  /// The latest view value.
  @exclusivity(unchecked) private(set) var view: any View
  /// The environment this element sees.
  @exclusivity(unchecked) private(set) var environment = EnvironmentValues()
  /// The environment a primitive last derived for its children, when it differs from its own.
  @exclusivity(unchecked) private var lastChildEnvironment: EnvironmentValues?
  /// The mounted children, in order.
  @exclusivity(unchecked) var children: [Element] = []
  /// Removed children whose nodes are still playing their removal transition.
  @exclusivity(unchecked) var leaving: [Element] = []
  /// The scene node this element draws into (`nil`: its children attach to its host).
  @exclusivity(unchecked) private(set) var node: Node?
  /// Whether ``node`` has been added to the host node.
  @exclusivity(unchecked) var isAttached = false
  /// The `@State` storage of a user view, in declaration order.
  @exclusivity(unchecked) var stateStorage: [AnyObject] = []
  /// Values a primitive keeps between updates (for example `.animation(_:value:)`'s last value),
  /// each under its typed key.
  @exclusivity(unchecked) var storage = ElementStorage()
  /// The number of the latest evaluation tracked for `@Observable` reads (``ObservedBody``).
  @exclusivity(unchecked) var observationGeneration = 0
  /// Whether ``PrimitiveView/didMount(element:)`` has run.
  @exclusivity(unchecked) var hasAppeared = false
  /// Whether the element has been removed.
  @exclusivity(unchecked) private(set) var isUnmounted = false
  /// What follows the press of the element's gesture (a ``GestureView``'s).
  @exclusivity(unchecked) var gestureRecognizer: GestureRecognizer?
  /// The latest action of the element's `onTapGesture`, which its node's click handler runs.
  @exclusivity(unchecked) var tapAction: (@MainActor () -> Void)?
  /// The transaction of this element's last update (an `.animation` or `.transaction` modifier
  /// above may have edited it): its layout and insertion use it in the same pass.
  @exclusivity(unchecked) private(set) var transaction = Transaction()
  /// The transaction this element's children were last updated with, when its primitive edited
  /// it (`nil`: its own ``transaction``, kept once rather than copied at every update).
  @exclusivity(unchecked) private var editedChildrenTransaction: Transaction?
  /// The transaction this element's children were last updated with (its own, as edited by
  /// its primitive).
  var childrenTransaction: Transaction {
    if let editedChildrenTransaction { return editedChildrenTransaction }
    return transaction
  }
  /// The graph's ``ViewGraph/pass`` of that update.
  @exclusivity(unchecked) private(set) var updatePass = 0
  /// Whether the element has been updated at least once.
  @exclusivity(unchecked) private(set) var hasUpdated = false
  /// What the view's type is (a primitive, a shape or a view with a body): found once.
  private let primitiveKind: PrimitiveCast.Kind
  /// The primitive behind the view, or a ``NotPrimitive`` for a view with a body (see
  /// ``isPrimitive``). Not optional: the update and layout call it in place, where an optional
  /// existential is copied out (and destroyed) at every use.
  @exclusivity(unchecked) private(set) var core: any PrimitiveView = NotPrimitive()
  /// Whether the view is a primitive (``core`` is its primitive).
  @exclusivity(unchecked) private(set) var isPrimitive = false
  /// The primitive behind the view, or `nil` for a view with a body.
  var primitive: (any PrimitiveView)? { isPrimitive ? core : nil }
  /// Whether the primitive is a group a stack sees through (``PrimitiveView/isLayoutTransparent``).
  @exclusivity(unchecked) private(set) var isLayoutTransparent = false
  /// Whether the primitive's node is drawn over the window (``PrimitiveView/attachesToWindow``).
  @exclusivity(unchecked) private(set) var attachesToWindow = false
  /// Whether the primitive's node moves as one (``PrimitiveView/movesAsOne``).
  @exclusivity(unchecked) private(set) var movesAsOne = false
  /// The primitive's ``PrimitiveView/transition`` and ``PrimitiveView/zIndex``, kept when it is
  /// set: the walks that look for them read a field rather than call an existential's copy.
  @exclusivity(unchecked) private(set) var transitionTrait: Transition?
  @exclusivity(unchecked) private(set) var zIndexTrait: Double?
  /// The primitive's ``PrimitiveView/layoutPriority``, kept as the two above are.
  @exclusivity(unchecked) private(set) var layoutPriorityTrait: Double?
  /// Whether the primitive edits the transaction of changes inside it
  /// (``PrimitiveTraits/editsDescendantTransactions``): if not, they keep theirs, unasked.
  @exclusivity(unchecked) private var editsDescendantTransactions = false
  /// Whether the primitive edits its children's transaction in an update
  /// (``PrimitiveTraits/editsChildTransactions``): if not, they are updated with its own.
  @exclusivity(unchecked) private var editsChildTransactions = false
  /// What layout remembers between passes (sizes chosen, the frame placed in).
  @exclusivity(unchecked) var layoutCache = LayoutCache()

  /// Where the dynamic properties of the view's type are (its type never changes).
  private(set) lazy var fieldPlan = FieldPlan.of(type(of: view))

  /// The reference closures and storage keep instead of a weak one, made on first use.
  @exclusivity(unchecked) private var madeReference: ElementReference?

  /// A reference that reads `nil` once this element is gone (see ``ElementReference``).
  var reference: ElementReference {
    if let madeReference { return madeReference }
    let made = ElementReference(self)
    madeReference = made
    return made
  }

  init(graph: ViewGraph, parent: Element?, key: ViewKey, view: any View) {
    self.graph = graph
    self.parent = parent
    self.key = key
    keyHash = key.matchHash
    self.view = view
    viewType = ObjectIdentifier(type(of: view))
    primitiveKind = PrimitiveCast.kind(of: type(of: view))
    _ = setPrimitive(of: view, oldEnvironment: nil)
  }

  isolated deinit {
    madeReference?.clear()
    for child in children where child.parent === self { child.parent = nil }
    for child in leaving where child.parent === self { child.parent = nil }
  }

  /// Takes the primitive of `view`, and returns whether it keeps the layout of the one it
  /// replaces (``PrimitiveView/keepsLayout(from:oldEnvironment:element:)``; a view with a body
  /// always does; without `oldEnvironment`, the first time, it does not).
  private func setPrimitive(of view: any View, oldEnvironment: EnvironmentValues?) -> Bool {
    switch primitiveKind {
    case .composite:
      return oldEnvironment != nil
    case .primitive where isPrimitive:
      // The new value goes into the primitive's storage in place: no new box, no freed one.
      return replace(&core, with: view, oldEnvironment: oldEnvironment)
    case .primitive, .shape:
      guard let made = PrimitiveCast.primitive(of: view, kind: primitiveKind) else {
        return oldEnvironment != nil
      }
      attachesToWindow = made.attachesToWindow
      movesAsOne = made.movesAsOne
      keep(made.traits)
      core = made
      isPrimitive = true
      return false
    }
  }

  /// Keeps the primitive's `traits`; the first layout priority set tells the graph's stacks
  /// to read priorities.
  private func keep(_ traits: PrimitiveTraits) {
    isLayoutTransparent = traits.isLayoutTransparent
    editsDescendantTransactions = traits.editsDescendantTransactions
    editsChildTransactions = traits.editsChildTransactions
    (transitionTrait, zIndexTrait) = (traits.transition, traits.zIndex)
    if traits.layoutPriority != nil || layoutPriorityTrait != nil {
      layoutPriorityTrait = traits.layoutPriority
      graph.usesLayoutPriority = true
    }
  }

  /// Replaces `primitive` (this element's, opened) with `view`, which is of its type; returns
  /// whether the new value keeps the old one's layout. `keepsLayout` must not read ``core``,
  /// which is being written.
  private func replace<P: PrimitiveView>(
    _ primitive: inout P, with view: any View, oldEnvironment: EnvironmentValues?
  ) -> Bool {
    let new = PrimitiveCast.reinterpret(view, as: P.self)
    // No closure (`map`): a main-actor closure checks the executor at every call.
    var keepsLayout = false
    if let oldEnvironment {
      keepsLayout = new.keepsLayout(from: primitive, oldEnvironment: oldEnvironment, element: self)
    }
    keep(new.traits)
    primitive = new
    return keepsLayout
  }

  /// Whether updating this element to `view` in `environment` would change nothing: it has
  /// been updated before, the view is the same (``ViewComparison``), the environment holds equal
  /// values, and no state change of its own waits (the graph re-renders those).
  func isUnchanged(by view: any View, environment: EnvironmentValues) -> Bool {
    hasUpdated && !isUnmounted
      && (environment.isIdentical(to: self.environment)
        || environment.isEqual(to: self.environment))
      && ViewComparison.isSame(self.view, view, plan: fieldPlan)
  }

  /// Takes the transaction of the parent's children without updating (the element was left
  /// alone in this pass, but its node may still move): what its own update would have used.
  func adoptParentTransaction() {
    guard !isUpdatedInThisPass else { return }
    // A parent that lays out no node of its own (a `ForEach`, a `Group`) is not placed, so it
    // adopts here first, rather than hand down the transaction of its own last update.
    parent?.adoptParentTransaction()
    transaction = parent?.childrenTransaction ?? Transaction.current
    if editsDescendantTransactions {
      let core = core
      editedChildrenTransaction = core.transactionForDescendantChange(transaction)
    } else {
      editedChildrenTransaction = nil
    }
    updatePass = graph.pass
  }

  /// Updates the element to `view` in `environment`, then its children, under the current
  /// transaction.
  ///
  /// `environmentIsNew`: `environment` is known to differ from the one last seen here (the
  /// parent compared it), so it is not compared again.
  func update(view: any View, environment: EnvironmentValues, environmentIsNew: Bool = false) {
    let oldEnvironment = self.environment
    self.view = view
    self.environment = environment
    let keepsLayout = setPrimitive(of: view, oldEnvironment: hasUpdated ? oldEnvironment : nil)
    transaction = Transaction.current
    editedChildrenTransaction = nil
    updatePass = graph.pass
    if !keepsLayout { invalidateLayout() }
    hasUpdated = true
    if isPrimitive {
      // A local copy (a retain of its box): calling the stored one would copy its value.
      let core = core
      if node == nil, !isAttached, let made = core.makeNode(engine: graph.engine) {
        node = made
      }
      if let node {
        // Setting the environment re-resolves the node's subtree: only a changed one is set.
        if !node.environmentOverrides.isIdentical(to: environment),
          environmentIsNew || !node.environmentOverrides.isEqual(to: environment)
        {
          node.environmentOverrides = environment
        }
        // A new node starts in its state: only its insertion transition animates.
        if isAttached {
          core.update(node: node, element: self)
        } else {
          withCurrentTransaction(Transaction(animation: nil)) {
            core.update(node: node, element: self)
          }
        }
      }
      let (childEnvironment, isNew) = sameIfEqual(
        core.childEnvironment(environment, element: self), as: environment)
      let context = ElementContext(environment: childEnvironment, storage: storage, element: self)
      // A container's content closures (ForEach's) run here, after the body that made them:
      // the observable properties they read update this element.
      let children =
        core.buildsChildrenFromClosures
        ? ObservedBody.track(for: self) { core.children(in: context) }
        : core.children(in: context)
      let transaction =
        editsChildTransactions
        ? core.childTransaction(self.transaction, element: self) : self.transaction
      editedChildrenTransaction = editsChildTransactions ? transaction : nil
      withCurrentTransaction(transaction) {
        reconcile(children, environment: childEnvironment, environmentIsNew: isNew)
      }
      if node != nil {
        applyTraits()
      } else if transitionTrait != nil || zIndexTrait != nil {
        applyTraitsBelow()
      }
      core.didUpdate(element: self)
    } else {
      let body = graph.evaluateBody(of: view, in: self)
      reconcile([ChildView(key: 0, view: body)], environment: environment)
    }
  }

  /// `derived` (the environment the children see), or the instance they saw last time when its
  /// values are equal: children then find their environment identical, the cheap comparison.
  /// `isNew`: the values differ from those of the last derived environment, so the children
  /// need not compare theirs again (`false` says nothing).
  private func sameIfEqual(_ derived: EnvironmentValues, as environment: EnvironmentValues)
    -> (environment: EnvironmentValues, isNew: Bool)
  {
    if derived.isIdentical(to: environment) { return (derived, false) }
    guard let last = lastChildEnvironment else {
      lastChildEnvironment = derived
      return (derived, false)
    }
    if derived.isIdentical(to: last) || derived.isEqual(to: last) { return (last, false) }
    lastChildEnvironment = derived
    return (derived, true)
  }

  /// Re-evaluates this element with its current view and environment (its state changed),
  /// under the current transaction as the `.transaction` modifiers above it edit it.
  func rerender() {
    guard !isUnmounted else { return }
    var ancestors: [Element] = []
    var ancestor = parent
    while let current = ancestor {
      ancestors.append(current)
      ancestor = current.parent
    }
    var transaction = Transaction.current
    for ancestor in ancestors.reversed() where ancestor.editsDescendantTransactions {
      let primitive = ancestor.core
      transaction = primitive.transactionForDescendantChange(transaction)
    }
    withCurrentTransaction(transaction) { update(view: view, environment: environment) }
  }

  /// Removes this element and its subtree, with removal transitions under the current
  /// transaction: the nodes it contributes leave their host (the nodes inside them go along).
  func unmount() {
    let nodes = contributedNodes
    let host = hostNode
    markUnmounted()
    // A window layer inside (a sheet) is in the graph's root node, whatever the host.
    for node in nodes {
      if let parent = node.parent, parent === host || parent === graph.rootNode {
        parent.removeChild(node)
      }
    }
  }

  /// Whether a node this element contributed is playing its removal transition.
  var isLeaving: Bool { contributedNodes.contains { $0.isLeaving } }

  /// Brings a leaving element back under the current transaction: its nodes return to their
  /// place from where their removal has taken them (the element keeps its state).
  func remount() {
    markMounted()
    hasUpdated = false
    for node in contributedNodes where node.isLeaving { node.parent?.insertChild(node, at: 0) }
  }

  private func markMounted() {
    isUnmounted = false
    for child in children { child.markMounted() }
  }

  private func markUnmounted() {
    isUnmounted = true
    if isPrimitive {
      let core = core
      core.willUnmount(element: self)
    }
    for child in children { child.markUnmounted() }
  }

  /// The nearest ancestor's node, or the graph's root node (always, for a window layer).
  var hostNode: Node {
    if attachesToWindow { return graph.rootNode }
    var ancestor = parent
    while let current = ancestor {
      if let node = current.node { return node }
      ancestor = current.parent
    }
    return graph.rootNode
  }

  /// How many ancestors this element has.
  var depth: Int {
    var count = 0
    var ancestor = parent
    while let current = ancestor {
      count += 1
      ancestor = current.parent
    }
    return count
  }

  /// Whether this element was updated in the graph's current pass (its ``transaction`` is
  /// the one its changes use).
  var isUpdatedInThisPass: Bool { updatePass == graph.pass }

  /// The attached nodes this element contributes to its host, in drawing order.
  var contributedNodes: [Node] {
    if let node { return isAttached ? [node] : [] }
    return children.flatMap(\.contributedNodes)
  }
}
