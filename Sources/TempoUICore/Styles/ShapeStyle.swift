import Tempo
import TempoScene

/// A colour or gradient that shapes, symbols and backgrounds are drawn with (SwiftUI's
/// `ShapeStyle`).
///
/// TempoUI draws `Color`, ``Gradient``, ``AnyGradient``, ``LinearGradient``,
/// ``RadialGradient``, ``EllipticalGradient``, ``AngularGradient``, ``AnyShapeStyle`` and
/// ``Material`` (as a translucent grey); a style type of your own logs one line and draws
/// nothing.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// What a shape style paints with, before the colour scheme is applied (internal).
enum StylePaint: Hashable, Sendable {
  case color(Color)
  /// A gradient whose bounds are set where it is drawn.
  case gradient(GradientPaint)

  /// The paint as drawn in `scheme`: each colour resolved (``Color/resolved(in:)``).
  func resolved(in scheme: ColorScheme) -> StylePaint {
    switch self {
    case .color(let color):
      return .color(color.resolved(in: scheme))
    case .gradient(var paint):
      paint.stops = paint.stops.map {
        .init(color: $0.color.resolved(in: scheme), location: $0.location)
      }
      return .gradient(paint)
    }
  }

  /// The command that fills `path` with this paint, or strokes it in `style` when given.
  func command(
    _ path: Path, stroke style: StrokeStyle?, transform: AffineTransform2D, opacity: Double
  ) -> DrawCommand {
    switch self {
    case .color(let color):
      style.map { .stroke(path, color: color, style: $0, transform: transform, opacity: opacity) }
        ?? .fill(path, color: color, transform: transform, opacity: opacity)
    case .gradient(let gradient):
      .gradient(path, paint: gradient, style: style, transform: transform, opacity: opacity)
    }
  }

  /// The colour, or a gradient's first colour (a text's colour under a gradient).
  var firstColor: Color {
    switch self {
    case .color(let color): color
    case .gradient(let paint): paint.stops.first?.color ?? .clear
    }
  }
}

/// A shape style TempoUI draws (internal: every style type of TempoUI).
protocol PaintingShapeStyle: ShapeStyle {
  /// What the style paints with.
  var stylePaint: StylePaint { get }
}

extension Color: PaintingShapeStyle {
  var stylePaint: StylePaint { .color(self) }
}

/// What `style` paints with, `nil` for a style type TempoUI does not draw (internal). A
/// colour, by far the most common style, is told by its type alone: no dynamic cast to a
/// protocol (which looks the conformance up) each time a body uses one.
func knownPaint<S: ShapeStyle>(of style: S) -> StylePaint? {
  if S.self == Color.self { return .color(unsafeBitCast(style, to: Color.self)) }
  return knownPaint(ofAny: style)
}

/// ``knownPaint(of:)`` for a style of any type.
private func knownPaint(ofAny style: any ShapeStyle) -> StylePaint? {
  if let erased = style as? AnyShapeStyle { return knownPaint(ofAny: erased.base) }
  return (style as? any PaintingShapeStyle)?.stylePaint
}

/// What `style` paints with; a style type TempoUI does not draw logs one line and paints with
/// a transparent colour (internal).
@MainActor func stylePaint<S: ShapeStyle>(of style: S) -> StylePaint {
  if let paint = knownPaint(of: style) {
    if S.self == Material.self {
      warnOnce("a Material is drawn as a translucent grey: TempoUI does not blur what is behind it")
    }
    return paint
  }
  let name = (style as? AnyShapeStyle).map { "\(type(of: $0.base))" } ?? "\(type(of: style))"
  warnOnce("TempoUI draws Color, gradients and AnyShapeStyle; the shape style \(name) is not drawn")
  return .color(.clear)
}

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
  /// The style wrapped.
  let base: any ShapeStyle

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    base = style
  }
}
