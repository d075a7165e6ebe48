import Tempo
import TempoScene

extension GraphicsContext {
  /// What a drawing is coloured with (SwiftUI's `GraphicsContext.Shading`): a colour, a shape
  /// style, the foreground style, or a gradient whose points are in the drawing's coordinates.
  public struct Shading {
    enum Kind {
      case paint(StylePaint)
      /// A shape style placed in the box around the drawn outline.
      case style(StylePaint)
      case foreground
    }

    let kind: Kind

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }

    /// A colour from its sRGB components (0…1) and opacity.
    public static func color(
      red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A shape style (a gradient's unit points placed in the box around the drawn outline).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(kind: .style(knownPaint(of: style) ?? .color(.clear)))
    }

    /// The environment's foreground style.
    public static var foreground: Shading { Shading(kind: .foreground) }

    /// A linear gradient from `startPoint` to `endPoint`, in the drawing's coordinates.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      absolute(gradient, .linear(start: unit(startPoint), end: unit(endPoint)))
    }

    /// A radial gradient about `center` from `startRadius` to `endRadius` points.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      absolute(
        gradient,
        .radial(
          center: unit(center), startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }

    /// A conic gradient about `center`, a full turn from `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      absolute(
        gradient,
        .angular(
          center: unit(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi))
    }

    /// A point as a unit point of the 1 × 1 box at the origin: the point itself.
    private static func unit(_ point: CGPoint) -> UnitPoint { UnitPoint(x: point.x, y: point.y) }

    /// `gradient` laid out as `kind` in the drawing's own coordinates.
    private static func absolute(_ gradient: Gradient, _ kind: GradientPaint.Kind) -> Shading {
      guard case .gradient(let paint) = gradient.paint(kind) else {
        return Shading(kind: .paint(.color(.clear)))
      }
      return Shading(
        kind: .paint(.gradient(paint.placed(in: CGRect(x: 0, y: 0, width: 1, height: 1)))))
    }

    /// What the shading paints `path` with, resolved in `environment`'s colour scheme.
    func paint(for path: Path, environment: EnvironmentValues) -> StylePaint {
      let scheme = environment.colorScheme
      switch kind {
      case .paint(let paint):
        return paint.resolved(in: scheme)
      case .style(let paint):
        return Self.placed(paint, in: path.controlBox).resolved(in: scheme)
      case .foreground:
        return Self.placed(environment.foregroundPaint, in: path.controlBox).resolved(in: scheme)
      }
    }

    private static func placed(_ paint: StylePaint, in box: CGRect) -> StylePaint {
      guard case .gradient(let gradient) = paint else { return paint }
      return .gradient(gradient.placed(in: box))
    }
  }
}
