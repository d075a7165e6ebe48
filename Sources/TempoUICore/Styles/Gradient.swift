import Tempo
import TempoScene

/// Colours at locations along a line, a circle or an angle (SwiftUI's `Gradient`); as a shape
/// style it draws from top to bottom, as ``AnyGradient`` does.
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// One colour of a gradient at a location, 0 (its start) …1 (its end).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, as a fraction of the gradient's length.
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      (self.color, self.location) = (color, location)
    }
  }

  /// How the colours between two stops are mixed.
  public enum ColorSpace: Hashable, Sendable {
    /// Component by component in sRGB, as the display shows them (the default).
    case device
    /// In a perceptually uniform space (TempoUI: Oklab), so a mix does not look darker or
    /// duller half-way.
    case perceptual
  }

  /// The stops, in the order given.
  public var stops: [Stop]
  /// How colours are mixed (internal: set by ``colorSpace(_:)``).
  var space = ColorSpace.device

  /// A gradient of `stops`.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient of `colors` evenly spaced: the first at 0, the last at 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last))
    }
  }

  /// This gradient mixing its colours in `space`.
  public func colorSpace(_ space: ColorSpace) -> AnyGradient {
    var gradient = self
    gradient.space = space
    return AnyGradient(gradient)
  }

  /// The scene's gradient of these stops laid out as `kind`.
  func paint(_ kind: GradientPaint.Kind) -> StylePaint {
    .gradient(
      GradientPaint(
        kind: kind,
        stops: stops.map { .init(color: $0.color, location: Double($0.location)) },
        interpolation: space == .perceptual ? .perceptual : .device))
  }
}

extension Gradient: PaintingShapeStyle {
  var stylePaint: StylePaint { paint(.linear(start: .top, end: .bottom)) }
}

/// A gradient of any colours, drawn as a shape style from top to bottom (SwiftUI's
/// `AnyGradient`, what `Color.gradient` gives).
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintingShapeStyle {
  let gradient: Gradient

  /// Wraps `gradient`.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }

  /// This gradient mixing its colours in `space`.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    gradient.colorSpace(space)
  }

  var stylePaint: StylePaint { gradient.stylePaint }
}

extension Color {
  /// A gentle top-to-bottom gradient of this colour (SwiftUI's `Color.gradient`): TempoUI's
  /// choice, since SwiftUI does not document its own, runs from the colour mixed 20 % toward
  /// white at the top to the colour itself at the bottom.
  public var gradient: AnyGradient {
    let lighter = Color(
      red: red + (1 - red) * 0.2, green: green + (1 - green) * 0.2,
      blue: blue + (1 - blue) * 0.2, opacity: opacity)
    return AnyGradient(Gradient(colors: [lighter, self]))
  }
}
