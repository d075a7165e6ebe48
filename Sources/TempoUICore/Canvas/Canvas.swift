import Tempo
import TempoScene

/// A view you draw into with code (SwiftUI's `Canvas`): its renderer gets a
/// ``GraphicsContext`` and the canvas's size, and runs again whenever the canvas is laid out or
/// updated (put it in a `TimelineView` to draw every frame).
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
  /// accepted (TempoUI draws on the main actor, in sRGB).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  /// A canvas is primitive.
  public typealias Body = Never
}

extension Canvas: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    CanvasNode(engine: engine)
  }

  func update(node: Node, element: Element) {
    guard let canvas = node as? CanvasNode, let frame = element.layoutCache.frame else { return }
    render(into: canvas, size: frame.size, element: element)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let canvas = element.node as? CanvasNode else { return }
    render(into: canvas, size: bounds.size, element: element)
  }

  /// Runs the renderer for `size` and hands the canvas node what it drew.
  private func render(into node: CanvasNode, size: CGSize, element: Element) {
    let recording = CanvasRecording(environment: element.environment)
    var context = GraphicsContext(recording: recording)
    renderer(&context, size)
    node.commands = recording.resolved(measurer: element.graph.scene.textMeasurer)
    for warning in recording.warnings { warnOnce(warning) }
  }
}

/// How a canvas mixes colours (SwiftUI's `ColorRenderingMode`): accepted; TempoUI mixes in
/// sRGB.
public enum ColorRenderingMode: Sendable {
  /// Gamma-encoded sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Linear sRGB beyond 0…1.
  case extendedLinear
}
