import Tempo
import TempoScene

/// What a canvas's renderer drew (internal): display commands, with the texts and symbols it
/// asked for, measured and outlined afterwards on the main actor.
final class CanvasRecording {
  /// One drawing.
  enum Item {
    case command(DrawCommand)
    case text(TextDrawing)
    case symbol(SymbolDrawing)
    case pushClip(CGRect)
    case popClip
  }

  /// A text to draw with its anchor at a point, or centred in a rectangle.
  struct TextDrawing {
    var text: Text
    var point: CGPoint
    var anchor: UnitPoint
    var transform: AffineTransform2D
    var opacity: Double
  }

  /// A symbol to draw in a rectangle (canvas points, before the transform).
  struct SymbolDrawing {
    var name: String
    var rect: CGRect
    var shading: GraphicsContext.Shading
    var transform: AffineTransform2D
    var opacity: Double
  }

  let environment: EnvironmentValues
  private(set) var items: [Item] = []
  /// The warnings to log (once each) when the canvas is drawn.
  private(set) var warnings: [String] = []
  /// The clips open in `items`.
  private var open: [CGRect] = []

  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Appends `item`, first closing and opening clips so that exactly `clips` are in force.
  func append(_ item: Item, clips: [CGRect]) {
    var common = 0
    while common < min(open.count, clips.count), open[common] == clips[common] { common += 1 }
    for _ in common..<open.count { items.append(.popClip) }
    for clip in clips[common...] { items.append(.pushClip(clip)) }
    open = clips
    items.append(item)
  }

  /// Notes a warning for when the canvas is drawn.
  func warn(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }
}
