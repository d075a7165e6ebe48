import Tempo

/// A node that draws a list of commands in its own points (what an immediate-mode canvas
/// records), under the node's transform and opacity. It takes the size it is offered and its
/// whole frame takes hits.
public final class CanvasNode: Node {
  /// The commands, in the node's local points (a clip's rectangle too); pushes and pops of
  /// clips must pair up.
  @exclusivity(unchecked) public var commands: [DrawCommand] = []

  /// Creates an empty canvas.
  public override init(engine: AnimationEngine) {
    super.init(engine: engine)
  }

  override func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  override func drawContent(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    let origin = AffineTransform2D.translation(
      x: Double(contentRect.minX), y: Double(contentRect.minY))
    let placement = origin.concatenating(transform)
    var depth = 0
    for command in self.commands {
      if case .pushClip = command { depth += 1 }
      if case .popClip = command {
        guard depth > 0 else { continue }
        depth -= 1
      }
      commands.append(command.placed(under: placement, opacity: opacity))
    }
    for _ in 0..<depth { commands.append(.popClip) }
  }

  override func contentContains(_ point: CGPoint) -> Bool {
    CGRect(origin: .zero, size: layoutFrame.size).contains(point)
  }
}
