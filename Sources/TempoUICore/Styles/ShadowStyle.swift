import Tempo
import TempoScene

/// A shadow a shape style draws with (SwiftUI's `ShadowStyle`): `.drop` below the shape, or
/// `.inner` inside its edge.
///
/// TempoUI draws a drop shadow as `.shadow(color:radius:x:y:)` does; it cannot draw an inner
/// shadow (the display list has no inner blur), so one is left out and the first use logs one
/// line saying so.
public struct ShadowStyle: Hashable, Sendable {
  /// Where the shadow is drawn.
  enum Kind: Hashable, Sendable {
    case drop, inner
  }

  let kind: Kind
  /// The shadow's colour, blur radius and offset.
  let shadow: Shadow

  /// A shadow below the shape: `color` (black at 33 % by default, as SwiftUI's) blurred by
  /// `radius` points and moved by `x` and `y` points.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(.drop, color, radius, x, y)
  }

  /// A shadow inside the shape's edge: `color` (black at 55 % by default, as SwiftUI's)
  /// blurred by `radius` points and moved by `x` and `y` points (not drawn by TempoUI).
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(.inner, color, radius, x, y)
  }

  private init(_ kind: Kind, _ color: Color, _ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) {
    self.kind = kind
    shadow = Shadow(color: color, radius: Double(radius), offset: CGSize(width: x, height: y))
  }
}

/// A shape style drawn with a shadow (internal; what `ShapeStyle.shadow(_:)` returns).
struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let style: ShadowStyle
}

extension ShadowedShapeStyle: PaintingShapeStyle {
  var stylePaint: StylePaint { knownPaint(of: base) ?? .color(.clear) }
}

/// A shape style that carries a shadow (internal).
protocol ShadowCarrying {
  /// The drop shadow to draw, or `nil`.
  @MainActor var dropShadow: Shadow? { get }
}

extension ShadowedShapeStyle: ShadowCarrying {
  @MainActor var dropShadow: Shadow? {
    if style.kind == .inner {
      warnOnce("an inner ShadowStyle is not drawn: TempoUI draws drop shadows only")
      return (base as? any ShadowCarrying)?.dropShadow
    }
    return style.shadow
  }
}

extension AnyShapeStyle: ShadowCarrying {
  @MainActor var dropShadow: Shadow? { (base as? any ShadowCarrying)?.dropShadow }
}

/// The drop shadow `style` draws with, or `nil` (internal). A colour is told by its type alone.
@MainActor func styleShadow<S: ShapeStyle>(of style: S) -> Shadow? {
  if S.self == Color.self { return nil }
  return (style as? any ShadowCarrying)?.dropShadow
}

extension ShapeStyle {
  /// This style drawn with `style`'s shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedShapeStyle(base: self, style: style)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style drawn with `style`'s shadow.
  public static func shadow(_ style: ShadowStyle) -> AnyShapeStyle {
    AnyShapeStyle(ShadowedShapeStyle(base: HierarchicalShapeStyle.primary, style: style))
  }
}
