import Tempo
import TempoScene

/// A view with a gesture attached (internal): its content is drawn in a group node that takes
/// the press, and a ``GestureRecognizer`` kept by the element turns the press into the
/// gesture's changes and end.
struct GestureView<Content: View, G: Gesture>: View {
  let content: Content
  let gesture: G
  /// Whether the gesture takes part (the mask includes it).
  let isAttached: Bool

  typealias Body = Never
}

extension GestureView: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    GroupNode(.overlay(), engine: engine)
  }

  func update(node: Node, element: Element) {
    guard isAttached else { return }
    let parts = gestureParts(of: gesture)
    if let compose = parts.compose {
      return attachComposed(parts, compose: compose, node: node, element: element)
    }
    guard let value = parts.value else {
      return warnOnce(
        "TempoUI recognizes DragGesture, TapGesture, SpatialTapGesture and LongPressGesture "
          + "(with onChanged, onEnded, updating); \(G.self) is not recognized: the view ignores it")
    }
    if case .twoFinger(let name) = parts.kind {
      return warnOnce(
        "\(name) needs a pinch or a twist of two fingers, which a pointer cannot make: it never changes"
      )
    }
    if case .tap(let count) = parts.kind, count < 1 {
      warnOnce("TapGesture(count: \(count)): a count below 1 is taken as 1")
    }
    let recognizer = element.gestureRecognizer ?? GestureRecognizer()
    element.gestureRecognizer = recognizer
    recognizer.kind = parts.kind
    recognizer.engine = element.graph.engine
    recognizer.run = (
      changed: { sample in
        let value = value(sample)
        for action in parts.changed { action(value) }
      },
      ended: { sample in
        let value = value(sample)
        for action in parts.ended { action(value) }
      },
      reset: { for action in parts.reset { action() } }
    )
    node.allowsHitTesting = element.environment.isEnabled
    if case .tap(let count) = parts.kind {
      node.onClick = { [weak recognizer] in recognizer?.tapped() }
      node.clickCount = max(count, 1)
    }
    // Every kind follows the press: a tap's value is where it was released.
    node.onPressChange = { [weak recognizer] in recognizer?.pressChanged($0) }
    node.onPressMove = { [weak recognizer, weak node] local in
      guard let recognizer, let node else { return }
      recognizer.pressMoved(local: local, window: node.transformToWindow.apply(to: local))
    }
  }

  /// Attaches a composed gesture: its driver is made once per element (the parts' own
  /// actions as of then), and each update hands it the composed gesture's latest actions.
  private func attachComposed(
    _ parts: GestureParts<G.Value>,
    compose: @MainActor (AnimationEngine, GestureEmit<G.Value>) -> any PressDriver, node: Node,
    element: Element
  ) {
    let holder: ComposedGestureHolder<G.Value>
    if let known = element.storage[ComposedGestureHolder<G.Value>.Key.self] {
      holder = known
      holder.parts = parts
    } else {
      holder = ComposedGestureHolder(parts: parts)
      holder.driver = compose(element.graph.engine, holder.emit)
      element.storage[ComposedGestureHolder<G.Value>.Key.self] = holder
    }
    guard let driver = holder.driver else { return }
    node.allowsHitTesting = element.environment.isEnabled
    if let count = driver.tapCount {
      node.onClick = { [weak driver] in driver?.tapped() }
      node.clickCount = count
    }
    node.onPressChange = { [weak driver] in driver?.pressChanged($0) }
    node.onPressMove = { [weak driver, weak node] local in
      guard let driver, let node else { return }
      driver.pressMoved(local: local, window: node.transformToWindow.apply(to: local))
    }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }
}

extension View {
  /// Attaches `gesture` to this view: a press on the view (or a view inside it that takes
  /// none itself) drives the gesture's actions. With a `mask` without ``GestureMask/gesture``
  /// the gesture is not attached (the views inside keep theirs whatever the mask).
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    GestureView(content: self, gesture: gesture, isAttached: mask.contains(.gesture))
  }

  /// Attaches `gesture` to this view, as ``gesture(_:including:)`` does (a press goes to the
  /// innermost view with a gesture or tap action, so a view inside with its own keeps it).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// Attaches `gesture` to this view, as ``gesture(_:including:)`` does (a press goes to the
  /// innermost view with a gesture or tap action: no priority over a view inside).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    self.gesture(gesture, including: mask)
  }
}

/// A composed gesture's driver with the gesture's latest actions (internal).
@MainActor
final class ComposedGestureHolder<Value> {
  /// The key of an element's composed gesture in its storage.
  enum Key: ElementStorageKey {
    static var defaultValue: ComposedGestureHolder? { nil }
  }

  var parts: GestureParts<Value>
  var driver: (any PressDriver)?

  init(parts: GestureParts<Value>) { self.parts = parts }

  /// Runs the latest actions.
  var emit: GestureEmit<Value> {
    GestureEmit(
      changed: { [unowned self] value in for action in parts.changed { action(value) } },
      ended: { [unowned self] value in for action in parts.ended { action(value) } },
      reset: { [unowned self] in for action in parts.reset { action() } })
  }
}
