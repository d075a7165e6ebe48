import Tempo
import TempoScene

extension Color {
  /// A concrete colour: red, green, blue and opacity as drawn (SwiftUI's `Color.Resolved`),
  /// stored as linear-light sRGB components, extended range, as SwiftUI stores them.
  public struct Resolved: Hashable, Sendable {
    /// The red component in linear-light sRGB.
    public var linearRed: Float
    /// The green component in linear-light sRGB.
    public var linearGreen: Float
    /// The blue component in linear-light sRGB.
    public var linearBlue: Float
    /// The opacity, 0 (transparent) …1 (opaque).
    public var opacity: Float

    /// A resolved colour of components in `colorSpace` (gamma-encoded for `.sRGB` and
    /// `.displayP3`, which TempoUI takes as sRGB; linear for `.sRGBLinear`) and an opacity.
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
    ) {
      func linear(_ component: Float) -> Float {
        colorSpace == .sRGBLinear ? component : Float(Color.linear(Double(component)))
      }
      (linearRed, linearGreen, linearBlue) = (linear(red), linear(green), linear(blue))
      self.opacity = opacity
    }

    /// The red component, gamma-encoded sRGB.
    public var red: Float {
      get { Float(Color.encoded(Double(linearRed))) }
      set { linearRed = Float(Color.linear(Double(newValue))) }
    }
    /// The green component, gamma-encoded sRGB.
    public var green: Float {
      get { Float(Color.encoded(Double(linearGreen))) }
      set { linearGreen = Float(Color.linear(Double(newValue))) }
    }
    /// The blue component, gamma-encoded sRGB.
    public var blue: Float {
      get { Float(Color.encoded(Double(linearBlue))) }
      set { linearBlue = Float(Color.linear(Double(newValue))) }
    }
  }

  /// This colour as drawn in `environment` (its colour scheme picks a system colour's light or
  /// dark value, as `resolved(in:)` does).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    let color = resolved(in: environment.colorScheme)
    return Resolved(
      red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
      opacity: Float(color.opacity))
  }

  /// A colour of the resolved colour's components.
  public init(_ resolved: Resolved) {
    self.init(
      .sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
      blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
  }
}

extension Color.Resolved: CustomStringConvertible {
  /// The colour as `#RRGGBBAA`, gamma-encoded sRGB, each component clamped to 0…1, as SwiftUI
  /// prints a resolved colour.
  public var description: String {
    let bytes = [red, green, blue, opacity].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }
}

extension Color.Resolved: Animatable {
  /// The linear components and the opacity, as SwiftUI animates a resolved colour.
  public var animatableData:
    AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>>
  {
    get {
      AnimatablePair(
        AnimatablePair(linearRed, linearGreen), AnimatablePair(linearBlue, opacity))
    }
    set {
      (linearRed, linearGreen) = (newValue.first.first, newValue.first.second)
      (linearBlue, opacity) = (newValue.second.first, newValue.second.second)
    }
  }
}

extension Color.Resolved: ShapeStyle {}

extension Color.Resolved: PaintingShapeStyle {
  var stylePaint: StylePaint { .color(Color(self)) }
}
