/// An sRGB colour with opacity; it animates in linear-light RGB.
///
/// The named colours are SwiftUI's system colours in the dark appearance, which is what Tempo
/// draws (for example `yellow` is #FFD60A and `gray` is #8E8E93).
public struct Color: Hashable, Sendable {
  /// The red component, gamma-encoded sRGB, 0…1.
  public var red: Double
  /// The green component, gamma-encoded sRGB, 0…1.
  public var green: Double
  /// The blue component, gamma-encoded sRGB, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) …1 (opaque).
  public var opacity: Double

  /// Creates a colour from gamma-encoded sRGB components (0…1) and an opacity (0…1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
  }

  /// Creates a grey of the given sRGB `white` level (0…1).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` sRGB value.
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }

  /// Returns this colour with its opacity multiplied by `amount`.
  public func opacity(_ amount: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: opacity * amount)
  }

  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// #000000.
  public static let black = Color(hex: 0x000000)
  /// #FFFFFF.
  public static let white = Color(hex: 0xFFFFFF)
  /// System gray, #8E8E93.
  public static let gray = Color(hex: 0x8E8E93)
  /// System yellow (dark appearance), #FFD60A.
  public static let yellow = Color(hex: 0xFFD60A)
  /// System red (dark appearance), #FF453A.
  public static let red = Color(hex: 0xFF453A)
  /// System orange (dark appearance), #FF9F0A.
  public static let orange = Color(hex: 0xFF9F0A)
  /// System green (dark appearance), #30D158.
  public static let green = Color(hex: 0x30D158)
  /// System blue (dark appearance), #0A84FF.
  public static let blue = Color(hex: 0x0A84FF)
  /// System purple (dark appearance), #BF5AF2.
  public static let purple = Color(hex: 0xBF5AF2)
}

extension Color: Animatable {
  /// Linear-light red, green, blue and opacity, each × 128.
  public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get {
      AnimatablePair(
        AnimatablePair(Self.linear(red) * 128, Self.linear(green) * 128),
        AnimatablePair(Self.linear(blue) * 128, opacity * 128))
    }
    set {
      red = Self.encoded(newValue.first.first / 128)
      green = Self.encoded(newValue.first.second / 128)
      blue = Self.encoded(newValue.second.first / 128)
      opacity = newValue.second.second / 128
    }
  }
}
