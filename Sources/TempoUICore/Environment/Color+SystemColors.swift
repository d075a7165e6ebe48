import Foundation
import Tempo
import TempoScene

/// The rest of iOS's system colours (dark appearance; their light values are in
/// ``Color/resolved(in:)``) and SwiftUI's other ways to make a colour.
extension Color {
  /// System pink (dark appearance), #FF375F; light #FF2D55.
  public static let pink = Color(hex: 0xFF375F)
  /// System mint (dark appearance), #63E6E2; light #00C7BE.
  public static let mint = Color(hex: 0x63E6E2)
  /// System teal (dark appearance), #40C8E0; light #30B0C7.
  public static let teal = Color(hex: 0x40C8E0)
  /// System cyan (dark appearance), #64D2FF; light #32ADE6.
  public static let cyan = Color(hex: 0x64D2FF)
  /// System indigo (dark appearance), #5E5CE6; light #5856D6.
  public static let indigo = Color(hex: 0x5E5CE6)
  /// System brown (dark appearance), #AC8E68; light #A2845E.
  public static let brown = Color(hex: 0xAC8E68)
  /// The accent colour of controls: system blue.
  public static var accentColor: Color { .blue }

  /// The colour space of a colour's components (SwiftUI's `Color.RGBColorSpace`).
  public enum RGBColorSpace: Hashable, Sendable {
    /// Gamma-encoded sRGB (what `Color(red:green:blue:opacity:)` takes).
    case sRGB
    /// Linear-light sRGB: the components are encoded with the sRGB transfer function.
    case sRGBLinear
    /// Display P3: TempoUI draws sRGB only, so the components are taken as sRGB ones.
    case displayP3
  }

  /// Creates a colour from components (0…1) in `colorSpace` and an opacity (0…1).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    switch colorSpace {
    case .sRGB, .displayP3:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    case .sRGBLinear:
      self.init(
        red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue),
        opacity: opacity)
    }
  }

  /// Creates a grey of `white` level (0…1) in `colorSpace` and an opacity (0…1).
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a colour from hue (0…1, a full turn), saturation and brightness (0…1, HSB as
  /// SwiftUI's) and an opacity (0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let turns = hue - hue.rounded(.down)
    let sector = turns * 6
    let chroma = brightness * saturation
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = brightness - chroma
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }
}
