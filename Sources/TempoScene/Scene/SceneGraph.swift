import Tempo

/// The root of a scene: owns the node tree, the window size, the background colour and the root
/// environment, and turns them into a ``DisplayList`` per frame.
///
/// The root node is an overlay that fills the window and centres each of its children, so
/// content stays centred when the window is resized. Layout runs on every ``displayList()``
/// and ``hitTest(_:)`` from the nodes' presentation values; a backend ticks the engine, asks
/// for the display list, executes it, and forwards pointer events to ``pointerMoved(to:)``,
/// ``pointerDown(at:)`` and ``pointerUp(at:)``.
@MainActor
public final class SceneGraph {
  /// The engine that animates the scene's nodes.
  public let engine: AnimationEngine
  /// The root node: an overlay filling the window, centring its children.
  public let root: GroupNode
  /// The window size, in points.
  public var size: CGSize
  /// The colour the window is cleared to.
  public var background: Color
  /// Called at the start of ``displayList()``, after the engine's tick: a view layer re-evaluates
  /// the views that follow an animation frame by frame (package).
  package var willDraw: (@MainActor () -> Void)?
  /// Measures text for layout (a backend sets its own, with real fonts).
  public var textMeasurer: any TextMeasurer
  /// The last display list's command storage, reused by the next ``displayList()`` (internal).
  var commandBuffer: [DrawCommand] = []

  /// Where the pointer was last seen, in window points (`nil`: outside the window).
  public internal(set) var pointerLocation: CGPoint?
  /// The nodes the pointer is over that have a hover handler, innermost first.
  var hoveredNodes: [Node] = []
  /// The node whose click handler a pointer press started on.
  weak var pressedNode: Node?

  /// Creates a scene of `size` points, animated by `engine`.
  ///
  /// Without a `textMeasurer`, text is measured with ``FixedMetricsTextMeasurer``'s defaults
  /// (0.6 em a character, 1.2 em a line): TempoScene has no fonts. Pass a backend's measurer for
  /// real widths (TempoSDL's `FontTextMeasurer`, a renderer's or window's `textMeasurer`), as
  /// TempoRunner does for every window and recording.
  public init(
    size: CGSize, background: Color = .black, engine: AnimationEngine,
    textMeasurer: (any TextMeasurer)? = nil
  ) {
    self.engine = engine
    self.size = size
    self.background = background
    self.textMeasurer = textMeasurer ?? FixedMetricsTextMeasurer()
    root = GroupNode(.overlay(), engine: engine)
    root.name = "root"
  }

  /// The root environment every node inherits (each node may override values).
  public var environment: EnvironmentValues {
    get { root.environmentOverrides }
    set { root.environmentOverrides = newValue }
  }

  /// Sets one root environment value, seen by every node that does not override it.
  public func setEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
    root.setEnvironment(keyPath, value)
  }

  /// Adds a top-level node, centred in the window, with its insertion transition.
  public func addChild(_ node: Node) { root.addChild(node) }

  /// Removes a top-level node with its removal transition.
  public func removeChild(_ node: Node) { root.removeChild(node) }

  /// Whether `node` is attached to this scene's tree (leaving nodes are still attached).
  public func contains(_ node: Node) -> Bool { node === root || root.isAncestor(of: node) }

  /// The first node named `name`, depth first, back to front.
  public func node(named name: String) -> Node? { root.firstDescendant { $0.name == name } }

  /// Lays the tree out in the window from the presentation values (internal).
  func layout() {
    root.place(
      in: CGRect(
        origin: .zero, size: CGSize(width: max(size.width, 0), height: max(size.height, 0))),
      measurer: textMeasurer)
  }
}

extension Node {
  /// The first node in this subtree (this node included) that satisfies `predicate`.
  public func firstDescendant(where predicate: (Node) -> Bool) -> Node? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.firstDescendant(where: predicate) { return found }
    }
    return nil
  }
}
