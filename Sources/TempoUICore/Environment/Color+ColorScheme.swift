import TempoScene

extension Color {
  /// This colour as drawn in `scheme`: a system colour (`.red`, `.orange`, `.yellow`,
  /// `.green`, `.blue`, `.purple`, `.gray`, at any opacity), whose engine values are the dark
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
  ]
}
