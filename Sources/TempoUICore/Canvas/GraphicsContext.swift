import Tempo
import TempoScene

/// What a ``Canvas`` draws with (SwiftUI's `GraphicsContext`): fills, strokes, text and symbols
/// in the canvas's points, under the context's ``transform``, ``opacity`` and clips.
///
/// A copy of a context draws into the same canvas; changing a copy's transform, opacity or clip
/// changes what that copy draws only.
public struct GraphicsContext {
  /// Where the drawing goes.
  let recording: CanvasRecording
  /// The clip rectangles in force, in canvas points, outermost first.
  var clips: [CGRect] = []

  /// The opacity every drawing is multiplied by, 0…1.
  public var opacity: Double = 1
  /// How drawings combine with what is under them (TempoUI draws ``BlendMode/normal`` only).
  public var blendMode: BlendMode = .normal
  /// Maps drawing coordinates to the canvas's points.
  public var transform: CGAffineTransform = .identity

  /// The environment of the canvas.
  public var environment: EnvironmentValues { recording.environment }

  /// A context drawing into `recording` (internal).
  init(recording: CanvasRecording) {
    self.recording = recording
  }

  /// Moves what is drawn next by `x` and `y` points.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: Double(x), y: Double(y))
  }

  /// Scales what is drawn next by `x` and `y` about the origin.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: Double(x), y: Double(y))
  }

  /// Turns what is drawn next by `angle` about the origin (clockwise on screen).
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: angle.radians)
  }

  /// Applies `matrix` to what is drawn next, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Fills `path` with `shading` (non-zero winding; the even-odd rule logs one line).
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    if style.isEOFilled {
      recording.warn("FillStyle(eoFill: true): TempoUI fills by the non-zero winding rule")
    }
    draw(path, shading, stroke: nil)
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    draw(path, shading, stroke: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// Strokes `path` with `shading` in `style` (width, caps, joins, dashes).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    draw(path, shading, stroke: style)
  }

  /// Runs `content` with a copy of this context: what it changes stays inside (TempoUI draws
  /// the layer's drawings one by one, not composited as one group).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Limits what this context draws next to `path` (a rectangle is clipped exactly; another
  /// outline, or a rotated one, to the box around it, with one line logged).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    if options.contains(.inverse) {
      recording.warn("GraphicsContext.clip(options: .inverse) is not drawn: the clip is ignored")
      return
    }
    let box = path.controlBox.mapped(by: affine)
    if !path.isRectangle || transform.b != 0 || transform.c != 0 {
      recording.warn("GraphicsContext.clip(to:): TempoUI clips to the box around the outline")
    }
    clips.append(clips.last.map { $0.intersection(box) } ?? box)
  }

  /// Logs one line: TempoUI draws no filters.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    recording.warn("GraphicsContext.addFilter is not drawn: TempoUI has no filters")
  }

  /// The transform as the scene's.
  var affine: AffineTransform2D {
    AffineTransform2D(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
      ty: transform.ty)
  }

  /// Records the fill (`stroke` nil) or stroke of `path` in `shading`.
  private func draw(_ path: Path, _ shading: Shading, stroke: StrokeStyle?) {
    if blendMode != .normal {
      recording.warn("GraphicsContext.blendMode \(blendMode) is drawn as .normal")
    }
    let paint = shading.paint(for: path, environment: environment)
    let command = paint.command(path, stroke: stroke, transform: affine, opacity: opacity)
    recording.append(.command(command), clips: clips)
  }
}
