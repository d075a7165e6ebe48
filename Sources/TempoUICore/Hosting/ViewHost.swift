import Tempo
import TempoScene

/// Hosts a view in a scene and drives it frame by frame (the headless harness and the window's
/// core): input goes to the scene, state changes are applied before each frame, the engine
/// ticks, and the display list is what to draw.
@MainActor
public final class ViewHost {
  /// The scene the views draw into.
  public let scene: SceneGraph
  let graph: ViewGraph

  /// Hosts `view` in `scene` (the root view is centred in the scene's size).
  public init<Content: View>(_ view: Content, scene: SceneGraph) {
    self.scene = scene
    scene.background = .black
    graph = ViewGraph(rootView: view, scene: scene)
    graph.update()
    followPreferredColorScheme()
  }

  /// The engine that animates the views.
  public var engine: AnimationEngine { scene.engine }

  /// Applies pending state changes and due `DispatchQueue.main` work (what a window does after
  /// delivering input, before the frame's tick).
  public func applyUpdates() {
    graph.update()
  }

  /// Whether state changes or due `DispatchQueue.main` work wait for ``applyUpdates()``.
  public var needsUpdate: Bool {
    graph.needsUpdate
      || graph.nextMainQueueDeadline.map { $0 <= engine.time } ?? false
  }

  /// Applies pending updates, then ticks the engine: what a window does at each frame.
  public func prepareFrame() {
    graph.update()
    followPreferredColorScheme()
    engine.tick()
  }

  /// Prepares the frame and returns what to draw.
  public func frame() -> DisplayList {
    prepareFrame()
    return scene.displayList()
  }

  /// Runs `deliver`, which hands input to these views, as the views' code: `Task.sleep` in the
  /// tasks their actions start measures on the animation clock (package: the runners' input).
  package func deliveringInput<Result>(_ deliver: () -> Result) -> Result {
    ViewTaskScope.run(forGraph: graph.id, deliver)
  }

  /// Keeps an engine timer at the next `DispatchQueue.main` deadline, so a sleeping window
  /// wakes for work that tasks queued between frames (package: the window's loop).
  package func scheduleWakeForMainQueue() {
    graph.scheduleWakeForMainQueue()
  }

  /// Makes `DispatchQueue.main` work go to this host's views (done by every input method and
  /// frame; call it before running other code that schedules work for these views).
  public func activate() {
    graph.activate()
  }

  /// Delivers a click (press and release) at `point`, in points.
  public func click(at point: CGPoint) {
    graph.activate()
    scene.pointerDown(at: point)
    scene.pointerUp(at: point)
  }

  /// The centre of the `index`-th (from 1) symbol whose name is `symbol` or starts with
  /// `symbol.`, in reading order; `nil` when there is none.
  package func center(ofSymbol symbol: String, _ index: Int) -> CGPoint? {
    _ = scene.displayList()
    let matches = symbolNodes(named: symbol)
    guard index >= 1, index <= matches.count else { return nil }
    let node = matches[index - 1]
    let size = node.layoutFrame.size
    return node.transformToWindow.apply(to: CGPoint(x: size.width / 2, y: size.height / 2))
  }

  /// The centre of the first text showing `text`, or `nil`.
  package func center(ofText text: String) -> CGPoint? {
    _ = scene.displayList()
    guard
      let node = scene.root.firstDescendant(where: {
        ($0 as? TextNode)?.text == text && !$0.isInLeavingSubtree
      })
    else { return nil }
    let size = node.layoutFrame.size
    return node.transformToWindow.apply(to: CGPoint(x: size.width / 2, y: size.height / 2))
  }

  private func symbolNodes(named symbol: String) -> [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      if node is ShapeNode, let name = node.name, name == symbol || name.hasPrefix(symbol + "."),
        !node.isInLeavingSubtree
      {
        result.append(node)
      }
      for child in node.children { visit(child) }
    }
    visit(scene.root)
    return result.sorted {
      let (a, b) = ($0.transformToWindow.apply(to: .zero), $1.transformToWindow.apply(to: .zero))
      return a.y == b.y ? a.x < b.x : a.y < b.y
    }
  }
}
