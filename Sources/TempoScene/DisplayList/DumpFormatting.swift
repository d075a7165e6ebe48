import Tempo

/// Text forms of numbers, points, colours, transforms and paths for ``DisplayList/dump()``
/// (internal): numbers are rounded to 3 decimals, with no trailing zeros and no "-0".
enum DumpFormatting {
  /// `value` rounded to 3 decimals: "12", "0.5", "-3.142".
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// "(x, y)".
  static func point(_ point: CGPoint) -> String {
    "(\(number(point.x)), \(number(point.y)))"
  }

  /// "#RRGGBB", followed by " alpha A" when the colour is not opaque.
  static func color(_ color: Color) -> String {
    func byte(_ component: Double) -> String {
      let value = Int((min(max(component, 0), 1) * 255).rounded())
      let hex = String(value, radix: 16, uppercase: true)
      return hex.count == 1 ? "0" + hex : hex
    }
    let base = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return number(color.opacity) == "1" ? base : base + " alpha \(number(color.opacity))"
  }

  /// "at (tx, ty)" for a translation, else "transform (a, b, c, d, tx, ty)".
  static func transform(_ t: AffineTransform2D) -> String {
    let isMove = [t.a - 1, t.b, t.c, t.d - 1].allSatisfy { number($0) == "0" }
    if isMove { return "at (\(number(t.tx)), \(number(t.ty)))" }
    let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ")
    return "transform (\(entries))"
  }

  /// "width W", then " cap C", " join J", " miter-limit M", " dash D…" and " phase P" for each
  /// part that differs from ``StrokeStyle``'s default.
  static func strokeStyle(_ style: StrokeStyle) -> String {
    let plain = StrokeStyle()
    var text = "width \(number(style.lineWidth))"
    if style.lineCap != plain.lineCap { text += " cap \(style.lineCap)" }
    if style.lineJoin != plain.lineJoin { text += " join \(style.lineJoin)" }
    if style.miterLimit != plain.miterLimit { text += " miter-limit \(number(style.miterLimit))" }
    if !style.dash.isEmpty { text += " dash " + style.dash.map(number).joined(separator: " ") }
    if style.dashPhase != 0 { text += " phase \(number(style.dashPhase))" }
    return text
  }

  /// "linear (x, y) to (x, y)", "radial (x, y) r0 to r1", "elliptical (x, y) r0 to r1" or
  /// "angular (x, y) a0 to a1" (degrees), then " perceptual" when mixed in Oklab, " stops"
  /// with each stop's colour and location, and " in (x, y) WxH", the bounds.
  static func gradient(_ paint: GradientPaint) -> String {
    func unit(_ point: UnitPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }
    var text: String
    switch paint.kind {
    case .linear(let start, let end):
      text = "linear \(unit(start)) to \(unit(end))"
    case .radial(let center, let start, let end):
      text = "radial \(unit(center)) \(number(start)) to \(number(end))"
    case .elliptical(let center, let start, let end):
      text = "elliptical \(unit(center)) \(number(start)) to \(number(end))"
    case .angular(let center, let start, let end):
      text =
        "angular \(unit(center)) \(number(start * 180 / .pi)) to \(number(end * 180 / .pi))"
    }
    if paint.interpolation == .perceptual { text += " perceptual" }
    text +=
      " stops "
      + paint.stops.map { "\(color($0.color)) \(number($0.location))" }.joined(separator: ", ")
    let bounds = paint.bounds
    return text
      + " in \(point(bounds.origin)) \(number(bounds.width))x\(number(bounds.height))"
  }

  /// " opacity O" when the opacity is not 1, else "".
  static func opacity(_ opacity: Double) -> String {
    number(opacity) == "1" ? "" : " opacity \(number(opacity))"
  }

  /// A text style's departures from the regular style ("" for the regular style).
  static func fontStyle(_ style: FontStyle) -> String {
    var parts: [String] = []
    if style.weight != 400 { parts.append("weight \(style.weight)") }
    if let name = style.familyName { parts.append("family \"\(name)\"") }
    if style.design != .default { parts.append("design \(style.design)") }
    if style.isItalic { parts.append("italic") }
    if style.hasMonospacedDigits { parts.append("monospaced-digits") }
    if style.isUnderlined { parts.append("underline") }
    if style.isStruckThrough { parts.append("strikethrough") }
    if style.letterSpacing != 0 { parts.append("spacing \(number(style.letterSpacing))") }
    return parts.map { " " + $0 }.joined()
  }

  /// SVG-like path text: "M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z".
  static func path(_ path: Path) -> String {
    func xy(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    return path.elements.map { element in
      switch element {
      case .move(let point): "M \(xy(point))"
      case .line(let point): "L \(xy(point))"
      case .quadCurve(let point, let control): "Q \(xy(control)) \(xy(point))"
      case .curve(let point, let control1, let control2):
        "C \(xy(control1)) \(xy(control2)) \(xy(point))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }
}
