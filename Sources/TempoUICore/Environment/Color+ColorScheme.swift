import TempoScene

extension Color {
  /// This colour as drawn in `scheme`: a system colour (`.red`, `.orange`, `.yellow`,
  /// `.green`, `.blue`, `.purple`, `.gray`, `.pink`, `.mint`, `.teal`, `.cyan`, `.indigo`,
  /// `.brown`, at any opacity), whose engine values are the dark
  /// appearance's, takes iOS's light value in the light appearance; any other colour is as is.
  public func resolved(in scheme: ColorScheme) -> Color {
    guard scheme == .light else { return self }
    let opaque = Color(red: red, green: green, blue: blue)
    guard let light = Self.lightSystemColors[opaque] else { return self }
    return Color(red: light.red, green: light.green, blue: light.blue, opacity: opacity)
  }

  /// iOS's light-appearance system colours, keyed by their dark values (the engine's).
  static let lightSystemColors: [Color: Color] = [
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
