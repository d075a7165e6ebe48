import Tempo
import TempoScene

extension Color {
  /// This colour as drawn in `scheme`: `.primary` is white in the dark appearance and black in
  /// the light one; a system colour (`.red`, `.orange`, `.yellow`, `.green`, `.blue`,
  /// `.purple`, `.gray`, `.pink`, `.mint`, `.teal`, `.cyan`, `.indigo`, `.brown`, `.secondary`,
  /// at any opacity), whose engine values are the dark
  /// appearance's, takes iOS's light value in the light appearance; any other colour is as is.
  public func resolved(in scheme: ColorScheme) -> Color {
    let opaque = Color(red: red, green: green, blue: blue)
    let table = scheme == .light ? Self.lightSystemColors : Self.darkAdaptiveColors
    guard let resolved = table[opaque] else { return self }
    return Color(
      red: resolved.red, green: resolved.green, blue: resolved.blue,
      opacity: resolved.opacity * opacity)
  }

  /// The value `.primary` holds until it is drawn (internal): a white no other named colour
  /// has, so that drawing can tell it from `.white`.
  static let primaryMarker = Color(red: 1, green: 1, blue: 1 - 1e-9)

  /// The value a material's grey holds until it is drawn (internal): #1C1C1E when dark,
  /// white when light.
  static let materialMarker = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255 - 1e-9)

  /// The value the system background (``BackgroundStyle``) holds until it is drawn
  /// (internal): black when dark, white when light, as iOS's system background.
  static let backgroundMarker = Color(red: 0, green: 0, blue: 1e-9)

  /// What the adaptive colours are in the dark appearance, keyed by their values.
  static let darkAdaptiveColors: [Color: Color] = [
    primaryMarker: .white, materialMarker: Color(hex: 0x1C1C1E), backgroundMarker: .black,
  ]

  /// iOS's light-appearance system colours, keyed by their dark values (the engine's).
  static let lightSystemColors: [Color: Color] = [
    primaryMarker: .black,
    materialMarker: .white,
    backgroundMarker: .white,
    Color(hex: 0xEBEBF5): Color(hex: 0x3C3C43),
    .red: Color(hex: 0xFF3B30),
    .orange: Color(hex: 0xFF9500),
    .yellow: Color(hex: 0xFFCC00),
    .green: Color(hex: 0x34C759),
    .blue: Color(hex: 0x007AFF),
    .purple: Color(hex: 0xAF52DE),
    .gray: Color(hex: 0x8E8E93),
    .pink: Color(hex: 0xFF2D55),
    .mint: Color(hex: 0x00C7BE),
    .teal: Color(hex: 0x30B0C7),
    .cyan: Color(hex: 0x32ADE6),
    .indigo: Color(hex: 0x5856D6),
    .brown: Color(hex: 0xA2845E),
  ]
}
