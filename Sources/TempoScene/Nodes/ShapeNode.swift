import Tempo

/// A node that fills and/or strokes a shape in its frame.
///
/// The outline is any ``SceneShape`` (a user's own included), or a built-in ``ShapeKind`` whose
/// corners follow the node's animated ``cornerRadius``. A shape takes the size it is offered
/// (10 × 10 points when offered nothing), unless it has a fixed ``Node/width`` or
/// ``Node/height``. Fill, stroke colour, line width and corner radius animate. Its whole frame
/// takes hits.
public final class ShapeNode: Node {
  /// The outline drawn: any ``SceneShape``. Setting a ``ShapeKind`` makes its corners follow
  /// ``cornerRadius``; any other shape is drawn as its `path(in:)` says.
  public var shape: any SceneShape {
    didSet {
      kind = shape as? ShapeKind
      pathCache = nil
    }
  }
  /// The shape as a built-in kind (drawn with the animated corner radius), if it is one.
  @exclusivity(unchecked) private var kind: ShapeKind?
  /// The built-in kind's last outline and the content rectangle and corner radius it was made
  /// for: a frame whose geometry did not change reuses it (no path built, nothing allocated).
  @exclusivity(unchecked) private var pathCache: (path: Path, rect: CGRect, cornerRadius: Double)?
  @exclusivity(unchecked) var fillValue: OptionalAnimatedProperty<Color>
  @exclusivity(unchecked) var strokeValue: OptionalAnimatedProperty<Color>
  @exclusivity(unchecked) var lineWidthValue: SceneProperty<Double>
  /// The stroke's caps, joins, miter limit and dashes (its width is ``lineWidthValue``).
  @exclusivity(unchecked) private var strokeDetails = StrokeStyle()
  @exclusivity(unchecked) var cornerRadiusValue: SceneProperty<Double>
  /// An image to fill the shape with instead of ``fill`` (see ``ImageFill``); `nil` fills with
  /// ``fill``. It changes at once.
  public var fillImage: ImageFill?

  /// Creates a node drawing a built-in shape whose corners are `cornerRadius` points; without
  /// `fill` and `stroke` it draws nothing. Sizes are in points.
  public convenience init(
    _ kind: ShapeKind, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
    cornerRadius: Double = 0, width: Double? = nil, height: Double? = nil,
    engine: AnimationEngine
  ) {
    self.init(
      shape: kind, fill: fill, stroke: stroke, lineWidth: lineWidth, cornerRadius: cornerRadius,
      width: width, height: height, engine: engine)
  }

  /// Creates a node drawing any ``SceneShape`` (a user's own included) in its frame; without
  /// `fill` and `stroke` it draws nothing. Sizes are in points.
  public convenience init(
    _ shape: some SceneShape, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
    width: Double? = nil, height: Double? = nil, engine: AnimationEngine
  ) {
    self.init(
      shape: shape, fill: fill, stroke: stroke, lineWidth: lineWidth, cornerRadius: 0,
      width: width, height: height, engine: engine)
  }

  /// The designated initialiser behind both public ones.
  private init(
    shape: any SceneShape, fill: Color?, stroke: Color?, lineWidth: Double, cornerRadius: Double,
    width: Double?, height: Double?, engine: AnimationEngine
  ) {
    self.shape = shape
    kind = shape as? ShapeKind
    fillValue = OptionalAnimatedProperty(fill, placeholder: .clear)
    strokeValue = OptionalAnimatedProperty(stroke, placeholder: .clear)
    lineWidthValue = SceneProperty(lineWidth)
    cornerRadiusValue = SceneProperty(cornerRadius)
    super.init(engine: engine)
    self.width = width
    self.height = height
  }

  /// The fill colour, or `nil` for no fill. Changes between colours animate (in linear light).
  public var fill: Color? {
    get { fillValue.value }
    set { change(&fillValue, to: newValue) }
  }

  /// The stroke colour, or `nil` for no outline.
  public var stroke: Color? {
    get { strokeValue.value }
    set { change(&strokeValue, to: newValue) }
  }

  /// A gradient to fill with instead of ``fill``, placed in the node's frame when drawn (its
  /// ``GradientPaint/bounds`` are replaced); `nil` fills with ``fill``. It changes at once.
  public var fillGradient: GradientPaint? {
    get { gradients?.fill }
    set { setGradients(fill: newValue, stroke: strokeGradient) }
  }
  /// A gradient to stroke with instead of ``stroke``, placed in the node's frame when drawn;
  /// `nil` strokes with ``stroke``. It changes at once.
  public var strokeGradient: GradientPaint? {
    get { gradients?.stroke }
    set { setGradients(fill: fillGradient, stroke: newValue) }
  }
  /// The gradients, boxed so a node without any checks one reference when it draws.
  @exclusivity(unchecked) private var gradients: Gradients?

  /// A node's fill and stroke gradients (internal).
  private final class Gradients {
    let fill: GradientPaint?
    let stroke: GradientPaint?

    init(fill: GradientPaint?, stroke: GradientPaint?) {
      (self.fill, self.stroke) = (fill, stroke)
    }
  }

  private func setGradients(fill: GradientPaint?, stroke: GradientPaint?) {
    gradients = fill == nil && stroke == nil ? nil : Gradients(fill: fill, stroke: stroke)
  }

  /// The outline's width in points, centred on the shape's edge.
  public var lineWidth: Double {
    get { lineWidthValue.value }
    set { change(&lineWidthValue, to: newValue) }
  }

  /// How the outline is stroked: ``lineWidth`` (which animates) with caps, joins, miter limit
  /// and dashes (which change at once). Setting it sets ``lineWidth`` too.
  public var strokeStyle: StrokeStyle {
    get {
      var style = strokeDetails
      style.lineWidth = lineWidth
      return style
    }
    set {
      strokeDetails = newValue
      lineWidth = newValue.lineWidth
    }
  }

  /// The corner radius in points, for the ``ShapeKind`` rectangles and rounded rectangles.
  public var cornerRadius: Double {
    get { cornerRadiusValue.value }
    set { change(&cornerRadiusValue, to: newValue) }
  }

  /// The fill colour to draw now.
  public var presentedFill: Color? { fillValue.presentation }
  /// The stroke colour to draw now.
  public var presentedStroke: Color? { strokeValue.presentation }
  /// The line width to draw now, in points.
  public var presentedLineWidth: Double { lineWidthValue.presentation }
  /// The stroke style to draw now: ``strokeStyle`` with the presented line width.
  public var presentedStrokeStyle: StrokeStyle {
    var style = strokeDetails
    style.lineWidth = lineWidthValue.presentation
    return style
  }
  /// The corner radius to draw now, in points.
  public var presentedCornerRadius: Double { cornerRadiusValue.presentation }

  /// The outline to draw now, in local points.
  public var presentedPath: Path {
    guard let kind else { return shape.path(in: contentRect) }
    let radius = kind.hasCorners ? cornerRadiusValue.presentation : 0
    if let pathCache, pathCache.rect.isIdentical(to: contentRect),
      pathCache.cornerRadius == radius
    {
      return pathCache.path
    }
    let path = kind.path(in: contentRect, cornerRadius: radius)
    pathCache = (path, contentRect, radius)
    return path
  }

  override var contentIsAnimating: Bool {
    fillValue.isAnimating || strokeValue.isAnimating || lineWidthValue.isAnimating
      || cornerRadiusValue.isAnimating
  }

  override func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  override func drawContent(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    let path = presentedPath
    if let fillImage {
      drawImage(fillImage, path: path, into: &commands, transform: transform, opacity: opacity)
      return
    }
    guard let gradients else {
      if let fill = fillValue.presentation {
        commands.append(.fill(path, color: fill, transform: transform, opacity: opacity))
      }
      if let stroke = strokeValue.presentation {
        let style = presentedStrokeStyle
        guard style.lineWidth > 0 else { return }
        commands.append(
          .stroke(path, color: stroke, style: style, transform: transform, opacity: opacity))
      }
      return
    }
    drawGradients(gradients, path: path, into: &commands, transform: transform, opacity: opacity)
  }

  /// Draws the fill and stroke with their gradients where the node has them (internal).
  private func drawGradients(
    _ gradients: Gradients, path: Path,
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    if let fillGradient = gradients.fill {
      commands.append(
        .gradient(
          path, paint: fillGradient.placed(in: contentRect), style: nil, transform: transform,
          opacity: opacity))
    } else if let fill = fillValue.presentation {
      commands.append(.fill(path, color: fill, transform: transform, opacity: opacity))
    }
    if let strokeGradient = gradients.stroke {
      let style = presentedStrokeStyle
      guard style.lineWidth > 0 else { return }
      commands.append(
        .gradient(
          path, paint: strokeGradient.placed(in: contentRect), style: style,
          transform: transform, opacity: opacity))
    } else if let stroke = strokeValue.presentation {
      let style = presentedStrokeStyle
      guard style.lineWidth > 0 else { return }
      commands.append(
        .stroke(path, color: stroke, style: style, transform: transform, opacity: opacity))
    }
  }

  override func contentContains(_ point: CGPoint) -> Bool {
    CGRect(origin: .zero, size: layoutFrame.size).contains(point)
  }
}
