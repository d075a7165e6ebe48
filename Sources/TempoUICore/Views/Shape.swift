import Tempo
import TempoScene

/// A 2D shape that fills the space it is offered with its foreground colour (SwiftUI's
/// `Shape`); draw it filled or outlined with `.fill(_:)` and `.stroke(_:lineWidth:)`.
///
/// A shape is `Animatable`: one that declares `animatableData` (a `Double`, an
/// `AnimatablePair`…) animates by interpolating it at every frame and calling `path(in:)` with
/// the value of that frame; the others change at once.
public protocol Shape: Animatable, View where Body == Never {
  /// The outline of the shape in `rect`, in points.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// How the scene draws this shape (internal): a built-in kind, or a fixed path.
  var sceneKind: ShapeKind? { (self as? any BuiltInShape)?.kind }
  var sceneCornerRadius: Double { (self as? any BuiltInShape)?.cornerRadius ?? 0 }

  /// The shape filled with `content`: a colour, a gradient placed in the shape's frame, or
  /// any ``ShapeStyle`` TempoUI draws. `style`'s even-odd rule is not drawn (one line says so):
  /// fills are non-zero.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    style.warnIfEvenOdd()
    return ShapeView(
      shape: self, fill: stylePaint(of: content), stroke: nil, style: StrokeStyle(),
      shadow: styleShadow(of: content))
  }

  /// The shape's outline drawn with `content`, `lineWidth` points wide.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    ShapeView(
      shape: self, fill: nil, stroke: stylePaint(of: content),
      style: StrokeStyle(lineWidth: lineWidth), shadow: styleShadow(of: content))
  }

  /// The shape's outline in the foreground style, `lineWidth` points wide.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    ShapeView(
      shape: self, fill: nil, stroke: nil, style: StrokeStyle(lineWidth: lineWidth),
      strokesInForeground: true)
  }

  /// The shape's outline drawn with `content` in `style` (width, caps, joins, dashes).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    ShapeView(
      shape: self, fill: nil, stroke: stylePaint(of: content), style: style,
      shadow: styleShadow(of: content))
  }

  /// The shape's outline in the foreground style, in `style` (width, caps, joins, dashes).
  public func stroke(style: StrokeStyle) -> some View {
    ShapeView(shape: self, fill: nil, stroke: nil, style: style, strokesInForeground: true)
  }
}

extension Shape {
  /// The shape drawn in the foreground colour, as a primitive (internal).
  var asPrimitive: any PrimitiveView {
    ShapeView(shape: self, fill: nil, stroke: nil, style: StrokeStyle())
  }
}

/// A shape the scene graph draws natively (internal), so size and corner changes animate.
@MainActor
protocol BuiltInShape {
  var kind: ShapeKind { get }
  var cornerRadius: Double { get }
}

/// A shape with its fill or stroke (internal).
struct ShapeView<S: Shape>: View {
  let shape: S
  let fill: StylePaint?
  let stroke: StylePaint?
  let style: StrokeStyle
  var strokesInForeground = false
  /// The drop shadow of the fill's or stroke's style (`ShapeStyle.shadow(_:)`), or `nil`.
  var shadow: Shadow? = nil

  typealias Body = Never
}

extension ShapeView: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    let node = ShapeNode(.rectangle, engine: engine)
    node.shape = shape.sceneKind ?? AnimatedSceneShape(shape, engine: engine)
    return node
  }

  func update(node: Node, element: Element) {
    guard let node = node as? ShapeNode else { return }
    let scheme = element.environment.colorScheme
    let foreground = element.environment.foregroundPaint
    let newFill = fill ?? (stroke == nil && !strokesInForeground ? foreground : nil)
    let newStroke = stroke ?? (strokesInForeground ? foreground : nil)
    node.apply(fill: newFill?.resolved(in: scheme))
    node.apply(stroke: newStroke?.resolved(in: scheme))
    if node.strokeStyle != style { node.strokeStyle = style }
    if node.shadow != shadow { node.shadow = shadow }
    if let kind = shape.sceneKind {
      if node.shape as? ShapeKind != kind { node.shape = kind }
      if node.cornerRadius != shape.sceneCornerRadius {
        node.cornerRadius = shape.sceneCornerRadius
      }
    } else if let animated = node.shape as? AnimatedSceneShape<S> {
      animated.update(to: shape, environment: element.environment)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

/// A rectangle (SwiftUI's `Rectangle`).
public struct Rectangle: Shape, BuiltInShape {
  /// Creates a rectangle.
  public init() {}
  /// The rectangle `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    ShapeKind.rectangle.path(in: rect, cornerRadius: 0)
  }
  var kind: ShapeKind { .rectangle }
  var cornerRadius: Double { 0 }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape, BuiltInShape {
  /// The corner radius, in points.
  public var cornerRadius: Double
  /// Circular or continuous corners.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with corners of `cornerRadius` points.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    (self.cornerRadius, self.style) = (Double(cornerRadius), style)
  }

  /// The rounded rectangle in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    ShapeKind.roundedRectangle(style: style).path(in: rect, cornerRadius: cornerRadius)
  }
  var kind: ShapeKind { .roundedRectangle(style: style) }
}

/// A circle centred in its frame, as wide as the frame's shorter side (SwiftUI's `Circle`).
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
  /// The circle in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { CircleShape().path(in: rect) }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Shape, BuiltInShape {
  /// Creates an ellipse.
  public init() {}
  /// The ellipse in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    ShapeKind.ellipse.path(in: rect, cornerRadius: 0)
  }
  var kind: ShapeKind { .ellipse }
  var cornerRadius: Double { 0 }
}

/// A rounded rectangle whose corner radius is half its shorter side (SwiftUI's `Capsule`).
public struct Capsule: Shape, BuiltInShape {
  /// Creates a capsule.
  public init() {}
  /// The capsule in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    ShapeKind.capsule.path(in: rect, cornerRadius: 0)
  }
  var kind: ShapeKind { .capsule }
  var cornerRadius: Double { 0 }
}
