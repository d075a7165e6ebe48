import Foundation
import Tempo
import TempoScene

/// The mounted view tree of one window or harness (internal): it turns state changes into scene
/// node changes, once per frame, each inside the transaction of its change.
///
/// Its stored properties are `@exclusivity(unchecked)`, as ``Element``'s are.
@MainActor
final class ViewGraph {
  /// The scene the views draw into.
  let scene: SceneGraph
  /// The node every root-level node is added to.
  let rootNode: GroupNode
  /// This graph's number on the shared main queue.
  let id: Int
  private static var count = 0
  /// The root view's element, once mounted.
  @exclusivity(unchecked) private(set) var root: Element?
  @exclusivity(unchecked) private var rootView: any View
  @exclusivity(unchecked) private var pendingSteps: [UpdateStep] = []
  /// State changes made while views were evaluated: they wait for the next update.
  @exclusivity(unchecked) private var deferredSteps: [UpdateStep] = []
  /// Whether bodies and view builders are being evaluated (a state change then is a misuse).
  @exclusivity(unchecked) private var isEvaluatingViews = false
  @exclusivity(unchecked) private var lastLayoutSize: CGSize?

  /// The engine that animates the views.
  var engine: AnimationEngine { scene.engine }

  /// One state change waiting for the next frame, with the transaction it was made in.
  private struct UpdateStep {
    /// Sets the stored value; `false` when it did not change.
    var apply: () -> Bool
    var element: Element
    var transaction: Transaction
  }

  init(rootView: any View, scene: SceneGraph) {
    self.scene = scene
    self.rootView = rootView
    rootNode = GroupNode(.overlay(), engine: scene.engine)
    rootNode.name = "TempoUI root"
    Self.count += 1
    id = Self.count
    scene.addChild(rootNode)
    dateOrigin = (Date(), scene.engine.time)
    scene.willDraw = { [weak self] in self?.refreshAnimatedViews() }
  }

  /// The real date at an engine time, when the graph was made (see ``date(atEngineTime:)``).
  let dateOrigin: (date: Date, time: Double)

  /// Which text field has the keyboard's focus.
  private(set) lazy var focus = FocusCoordinator(graph: self)

  /// The frames `matchedGeometryEffect` shares in the current update.
  let matchedGeometry = MatchedGeometry()

  /// The elements whose animatable modifier animates: each frame re-evaluates them.
  @exclusivity(unchecked) var animatedElements: [Element] = []
  /// Whether any view in the graph has had a `.layoutPriority` (stacks read priorities only
  /// then).
  @exclusivity(unchecked) var usesLayoutPriority = false

  /// Re-evaluates the views whose animatable modifier animates with this frame's data, without
  /// animation, and lays out (called before each frame is drawn, after the engine's tick).
  private func refreshAnimatedViews() {
    guard !animatedElements.isEmpty, !isUpdating, root != nil else { return }
    let elements = animatedElements.filter { !$0.isUnmounted }
    animatedElements.removeAll()
    isUpdating = true
    defer { isUpdating = false }
    pass += 1
    var transaction = Transaction(animation: nil)
    transaction.disablesAnimations = true
    withCurrentTransaction(transaction) {
      evaluatingViews {
        for element in Self.outermostFirst(elements) where !element.isUpdatedInThisPass {
          element.update(view: element.view, environment: element.environment)
        }
      }
      layout()
      runActionsAfterUpdate()
    }
  }

  /// Makes `DispatchQueue.main` mean this graph's queue (the graph that handles input or draws).
  func activate() {
    MainQueue.shared.activate(graph: id, now: engine.time, date: date(atEngineTime: engine.time))
  }

  /// The time `DispatchQueue.main` work for this graph is next due, in engine time.
  var nextMainQueueDeadline: Double? { MainQueue.shared.nextDeadline(forGraph: id) }

  isolated deinit {
    MainQueue.shared.discardWork(forGraph: id)
  }

  /// How far, on screen, the host node of the element being placed has just moved at once
  /// (without animation) in this layout pass; the nodes placed inside it compensate.
  @exclusivity(unchecked) var placementJump = CGSize.zero

  /// Whether the graph is applying changes (bodies then read committed state).
  @exclusivity(unchecked) private(set) var isUpdating = false

  /// Whether a state change waits for the next update.
  var needsUpdate: Bool { root == nil || !pendingSteps.isEmpty || lastLayoutSize != scene.size }

  /// Counts update passes: an element updated in the current pass lays out and is inserted
  /// in the transaction it was updated in.
  @exclusivity(unchecked) private(set) var pass = 0

  /// Mounts the root view on first use, applies every pending state change in order (each in
  /// its own transaction; consecutive changes that animate alike share one re-evaluation), and
  /// lays the views out for the scene's size. Tasks started meanwhile sleep on the animation
  /// clock (see ``ViewTaskScope``).
  func update() {
    // An idle frame runs no view code, so it skips the task-local scope (which allocates).
    let runsViewCode = needsUpdate || nextMainQueueDeadline.map { $0 <= engine.time } ?? false
    guard runsViewCode else { return applyUpdate() }
    ViewTaskScope.run(forGraph: id) { applyUpdate() }
  }

  private func applyUpdate() {
    activate()
    MainQueue.shared.runDueWork(forGraph: id, now: engine.time)
    isUpdating = true
    defer { isUpdating = false }
    if root == nil {
      let element = Element(graph: self, parent: nil, key: 0, view: rootView)
      root = element
      pass += 1
      withCurrentTransaction(Transaction(animation: nil)) {
        evaluatingViews { element.update(view: rootView, environment: scene.environment) }
        layout(isFirst: true)
        runActionsAfterUpdate()
      }
    }
    while !pendingSteps.isEmpty {
      let batch = takeBatch()
      let changed = batch.filter { $0.apply() }.map(\.element)
      if !changed.isEmpty {
        pass += 1
        withCurrentTransaction(batch[0].transaction) {
          evaluatingViews {
            for element in Self.outermostFirst(changed) where !element.isUpdatedInThisPass {
              element.rerender()
            }
          }
          layout()
          runActionsAfterUpdate()
        }
      }
      for step in batch { step.transaction.releaseCompletions(engine: engine) }
    }
    if lastLayoutSize != scene.size {
      pass += 1
      withCurrentTransaction(Transaction(animation: nil)) { layout() }
    }
    pendingSteps += deferredSteps
    deferredSteps.removeAll()
    scheduleWakeForMainQueue()
  }

  /// Actions that run once the current update has been applied (`.onChange`).
  @exclusivity(unchecked) private var actionsAfterUpdate: [@MainActor () -> Void] = []

  /// Runs `action` once the current update has been applied and laid out, in its transaction;
  /// the state it changes is applied before the next frame.
  func runAfterUpdate(_ action: @escaping @MainActor () -> Void) {
    actionsAfterUpdate.append(action)
  }

  private func runActionsAfterUpdate() {
    while !actionsAfterUpdate.isEmpty {
      let actions = actionsAfterUpdate
      actionsAfterUpdate.removeAll()
      for action in actions { action() }
    }
  }

  /// Runs `body` (which evaluates views) with state changes marked as made during evaluation.
  private func evaluatingViews(_ body: () -> Void) {
    let outer = isEvaluatingViews
    isEvaluatingViews = true
    defer { isEvaluatingViews = outer }
    body()
  }

  /// The first pending step and those after it that animate alike without completions: one
  /// re-evaluation applies them all.
  private func takeBatch() -> [UpdateStep] {
    var batch = [pendingSteps.removeFirst()]
    while let next = pendingSteps.first, Self.canShare(batch[0].transaction, next.transaction) {
      batch.append(pendingSteps.removeFirst())
    }
    return batch
  }

  private static func canShare(_ first: Transaction, _ second: Transaction) -> Bool {
    !first.hasCompletions && !second.hasCompletions && first.animation == second.animation
      && first.disablesAnimations == second.disablesAnimations
      && first.isContinuous == second.isContinuous
  }

  /// `elements` without duplicates, those nearer the root first: re-evaluating an element
  /// updates the views inside it that changed, and one left alone (its view the same) is
  /// re-evaluated on its own turn.
  private static func outermostFirst(_ elements: [Element]) -> [Element] {
    var seen = Set<ObjectIdentifier>()
    let unique = elements.filter { seen.insert(ObjectIdentifier($0)).inserted }
    guard unique.count > 1 else { return unique }
    return unique.map { ($0, $0.depth) }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  @exclusivity(unchecked) private var scheduledWake: (time: Double, action: ScheduledAction)?

  /// Keeps one engine timer at the next `DispatchQueue.main` deadline, so a sleeping window
  /// wakes for it; the timer updates the graph inside that frame's tick, before animations
  /// begin (as an engine timer's action would change state).
  func scheduleWakeForMainQueue() {
    let deadline = nextMainQueueDeadline
    if scheduledWake?.time == deadline { return }
    scheduledWake?.action.cancel()
    scheduledWake = nil
    guard let deadline else { return }
    let action = engine.schedule(after: deadline - engine.time) { [weak self] in
      self?.scheduledWake = nil
      self?.update()
    }
    scheduledWake = (deadline, action)
  }

  /// Records a state change of `element` made under `transaction`; `apply` sets the stored value
  /// when the change's turn comes, and says whether it changed (only then is the view updated). The transaction's completions are held until it is applied.
  /// A change made while a body is evaluated logs SwiftUI's warning and waits for the next
  /// update (so a body that always writes cannot loop within one).
  func stateDidChange(
    of element: Element, transaction: Transaction, apply: @escaping () -> Bool
  ) {
    transaction.holdCompletions()
    let step = UpdateStep(apply: apply, element: element, transaction: transaction)
    if isEvaluatingViews {
      warnOnce("Modifying state during view update, this will cause undefined behavior.")
      deferredSteps.append(step)
    } else {
      pendingSteps.append(step)
    }
  }

  /// Evaluates a user view's body, connecting its `@State` and `@Environment` properties first;
  /// the `@Observable` properties it reads are tracked (``ObservedBody``).
  /// A view with an animatable modifier is evaluated with the modifier's data of this frame.
  func evaluateBody(of view: any View, in element: Element) -> any View {
    let plan = element.fieldPlan
    var view = view
    if plan.hostsModifier, let hosting = view as? any ModifierHosting {
      view = hosting.presented(in: element)
    }
    DynamicProperties.install(in: view, element: element, plan: plan)
    return ObservedBody.evaluate(view, in: element)
  }

  // MARK: Nodes

  /// Sets a node's layout: a new node without animation, an attached one under the current
  /// transaction.
  func setLayout(of node: Node, size: CGSize, center: CGPoint, isNew: Bool) {
    if isNew {
      withCurrentTransaction(Transaction(animation: nil)) {
        Self.apply(size: size, center: center, to: node)
      }
    } else {
      Self.apply(size: size, center: center, to: node)
    }
  }

  /// Sets the node's size and centre where they differ, under the current transaction.
  private static func apply(size: CGSize, center: CGPoint, to node: Node) {
    if node.width != Double(size.width) { node.width = Double(size.width) }
    if node.height != Double(size.height) { node.height = Double(size.height) }
    if node.position != center { node.position = center }
  }

  /// Lays the views out for the scene's size and attaches new nodes; on the first layout they
  /// appear at once (SwiftUI plays no insertion transition for the views a window opens with,
  /// whatever animation a `.transaction` modifier gives them).
  private func layout(isFirst: Bool = false) {
    guard let root else { return }
    lastLayoutSize = scene.size
    let center = CGPoint(x: scene.size.width / 2, y: scene.size.height / 2)
    if rootNode.width != Double(scene.size.width) { rootNode.width = Double(scene.size.width) }
    if rootNode.height != Double(scene.size.height) { rootNode.height = Double(scene.size.height) }
    if rootNode.position != center { rootNode.position = center }
    let size = root.sizeThatFits(ProposedViewSize(scene.size))
    let origin = CGPoint(
      x: (Double(scene.size.width) - Double(size.width)) / 2,
      y: (Double(scene.size.height) - Double(size.height)) / 2)
    root.place(in: CGRect(origin: origin, size: size))
    attachNewNodes(in: root, insideNewNode: isFirst)
    matchedGeometry.settle()
  }

  /// Adds every node made since the last layout to its host, in drawing order. The topmost new
  /// node of a subtree plays its insertion transition under the current transaction; the nodes
  /// inside it arrive with it, at once (a transition applies to the view that was inserted).
  private func attachNewNodes(in element: Element, insideNewNode: Bool = false) {
    // New elements were updated in this pass, so a subtree unchanged in it has none.
    guard element.layoutChangedInThisPass else { return }
    var isInsideNew = insideNewNode
    if let node = element.node, !element.isAttached {
      let host = element.hostNode
      let index = precedingIndex(of: element, in: host)
      element.isAttached = true
      let transaction = insideNewNode ? Transaction(animation: nil) : element.transaction
      withCurrentTransaction(transaction) { host.insertChild(node, at: index) }
      isInsideNew = true
    }
    if !element.hasAppeared {
      element.hasAppeared = true
      element.primitive?.didMount(element: element)
    }
    // The same test as above, before the call: most children of a long list are unchanged.
    for child in element.children where child.layoutChangedInThisPass {
      attachNewNodes(in: child, insideNewNode: isInsideNew)
    }
  }

  /// The index in `host.children` after the attached node drawn just before `element`.
  private func precedingIndex(of element: Element, in host: Node) -> Int {
    if element.attachesToWindow { return host.children.count }
    var current = element
    while let parent = current.parent {
      if let position = parent.children.firstIndex(where: { $0 === current }) {
        for sibling in parent.children[..<position].reversed() {
          if let last = sibling.contributedNodes.last,
            let index = host.children.firstIndex(where: { $0 === last })
          {
            return index + 1
          }
        }
      }
      if parent.node != nil { return 0 }
      current = parent
    }
    return 0
  }
}
