extension DisplayList {
  /// A readable, stable text form: a header line, then one line per command.
  ///
  /// Numbers are rounded to 3 decimals. Example:
  /// ```
  /// display 480x320 background #000000
  /// fill M 0 0 L 10 0 L 10 10 L 0 10 Z color #FFD60A at (235, 155) opacity 0.5
  /// stroke M 0 0 L 10 0 color #FFFFFF width 2 cap round dash 4 2 at (0, 0)
  /// gradient-fill M 0 0 L 10 0 L 10 10 Z linear (0.5, 0) to (0.5, 1) stops #FF0000 0, #0000FF 1 in (0, 0) 10x10 at (0, 0)
  /// text "Hi" size 17 color #FFFFFF origin (0, 0) at (223, 149.8)
  /// ```
  public func dump() -> String {
    let header =
      "display \(DumpFormatting.number(size.width))x\(DumpFormatting.number(size.height))"
      + " background \(DumpFormatting.color(background))"
    return ([header] + commands.map { $0.dump() }).joined(separator: "\n")
  }
}

extension DrawCommand {
  /// One line describing the command, as in ``DisplayList/dump()``.
  public func dump() -> String {
    typealias F = DumpFormatting
    switch self {
    case .fill(let path, let color, let transform, let opacity):
      return "fill \(F.path(path)) color \(F.color(color)) \(F.transform(transform))"
        + F.opacity(opacity)
    case .stroke(let path, let color, let style, let transform, let opacity):
      return "stroke \(F.path(path)) color \(F.color(color)) \(F.strokeStyle(style))"
        + " \(F.transform(transform))" + F.opacity(opacity)
    case .gradient(let path, let paint, let style, let transform, let opacity):
      let head = style.map { "gradient-stroke \(F.path(path)) \(F.strokeStyle($0))" }
      return (head ?? "gradient-fill \(F.path(path))") + " \(F.gradient(paint))"
        + " \(F.transform(transform))" + F.opacity(opacity)
    case .text(
      let text, let fontSize, let color, let origin, let transform, let opacity, let bold,
      let style):
      return "text \(text.debugDescription) size \(F.number(fontSize))\(bold ? " bold" : "")"
        + F.fontStyle(style)
        + " color \(F.color(color)) origin \(F.point(origin)) \(F.transform(transform))"
        + F.opacity(opacity)
    case .image(let source, let rect, let clip, let tint, let transform, let opacity):
      let name =
        switch source {
        case .file(let path): "file \(path.debugDescription)"
        case .iconGlyph(let codePoint): "icon U+\(String(codePoint, radix: 16, uppercase: true))"
        }
      return "image \(name) rect \(F.point(rect.origin)) \(F.number(rect.width))x"
        + "\(F.number(rect.height)) clip \(F.path(clip))"
        + (tint.map { " tint \(F.color($0))" } ?? "")
        + " \(F.transform(transform))" + F.opacity(opacity)
    case .pushClip(let rect):
      return "push-clip \(F.point(rect.origin)) \(F.number(rect.width))x\(F.number(rect.height))"
    case .popClip:
      return "pop-clip"
    case .pushLayer(let opacity):
      return "push-layer" + F.opacity(opacity)
    case .popLayer:
      return "pop-layer"
    case .pushGradientMask(let paint, let bounds, let transform):
      return "push-gradient-mask \(F.gradient(paint)) bounds \(F.point(bounds.origin))"
        + " \(F.number(bounds.width))x\(F.number(bounds.height)) \(F.transform(transform))"
    case .popGradientMask:
      return "pop-gradient-mask"
    }
  }
}
