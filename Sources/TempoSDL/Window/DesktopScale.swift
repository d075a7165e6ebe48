import Foundation

/// The scale an X11 desktop asks applications to draw at (X11 has no per-window scale: a
/// desktop publishes it in `Xft.dpi` or `GDK_SCALE`, and each toolkit applies it itself).
///
/// On Wayland (and macOS/Windows) SDL scales windows itself, so this is 1 there.
enum DesktopScale {
  /// The dots per inch that mean a scale of 1.
  static let referenceDPI = 96.0

  /// The scale for SDL's video driver `driver`: `TEMPO_SCALE` when set, else `GDK_SCALE`, else
  /// `Xft.dpi` ÷ 96 from the X server's resources, else 1; only for the `x11` driver. A value
  /// that is not a number from 0.5 to 8 is ignored.
  static func current(driver: String, environment: [String: String]) -> Double {
    guard driver == "x11" else { return 1 }
    for name in ["TEMPO_SCALE", "GDK_SCALE"] {
      if let value = environment[name], let scale = valid(Double(value)) { return scale }
    }
    if let resources = XResources.managerString(), let dpi = xftDPI(in: resources),
      let scale = valid(dpi / referenceDPI)
    {
      return scale
    }
    return 1
  }

  /// The `Xft.dpi` value in an X resource database string (`Xft.dpi:\t192` lines), or `nil`.
  static func xftDPI(in resources: String) -> Double? {
    for line in resources.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi"
      else { continue }
      return Double(parts[1].trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  private static func valid(_ scale: Double?) -> Double? {
    guard let scale, scale.isFinite, scale >= 0.5, scale <= 8 else { return nil }
    return scale
  }
}
