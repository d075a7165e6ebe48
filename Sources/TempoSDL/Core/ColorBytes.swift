import CSDL2
import Tempo

/// Internal conversion of ``Color`` components (0…1) to SDL's 8-bit channels.
enum ColorBytes {
  /// `value` clamped to 0…1 and rounded to the nearest of 0…255 (NaN gives 0).
  static func byte(_ value: Double) -> UInt8 {
    guard value.isFinite || value == .infinity else { return 0 }
    return UInt8((min(max(value, 0), 1) * 255).rounded())
  }

  /// The colour as SDL bytes with its alpha multiplied by `opacity` (both 0…1).
  static func sdlColor(_ color: Color, opacity: Double) -> SDL_Color {
    SDL_Color(
      r: byte(color.red), g: byte(color.green), b: byte(color.blue),
      a: byte(color.opacity * opacity))
  }
}
