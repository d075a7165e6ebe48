import Foundation
import TempoScene

extension CanvasRecording {
  /// The display commands of everything drawn: texts measured with `measurer` and placed by
  /// their anchors, symbols outlined in their rectangles.
  @MainActor func resolved(measurer: any TextMeasurer) -> [DrawCommand] {
    var commands: [DrawCommand] = []
    commands.reserveCapacity(items.count)
    for item in items {
      switch item {
      case .command(let command): commands.append(command)
      case .pushClip(let rect): commands.append(.pushClip(rect))
      case .popClip: commands.append(.popClip)
      case .text(let drawing): commands.append(resolved(drawing, measurer: measurer))
      case .symbol(let drawing): commands += resolved(drawing)
      }
    }
    return commands
  }

  @MainActor private func resolved(_ drawing: TextDrawing, measurer: any TextMeasurer)
    -> DrawCommand
  {
    let environment = drawing.text.style.applied(to: self.environment)
    let font = environment.font ?? .body
    let bold = Text.isBold(in: environment)
    let content = drawing.text.content
    let style = drawing.text.style.fontStyle(in: environment)
    let size = measurer.size(of: content, fontSize: font.size, style: style.resolved(bold: bold))
    let (width, height) = (Double(size.width), Double(size.height))
    let color = (environment.foregroundColor ?? environment.primaryColor)
      .resolved(in: environment.colorScheme)
    let origin = CGPoint(
      x: Double(drawing.point.x) - Double(drawing.anchor.x) * width,
      y: Double(drawing.point.y) - Double(drawing.anchor.y) * height)
    return .text(
      content, fontSize: font.size, color: color, origin: origin, transform: drawing.transform,
      opacity: drawing.opacity, bold: bold, style: style)
  }

  @MainActor private func resolved(_ drawing: SymbolDrawing) -> [DrawCommand] {
    guard let symbol = Symbol.named(drawing.name) else {
      if let codePoint = SymbolNameMap.codePoint(for: drawing.name) {
        // An icon glyph fills the rectangle, in the foreground colour.
        let color = (environment.foregroundColor ?? environment.primaryColor)
          .resolved(in: environment.colorScheme)
        return [
          .image(
            .iconGlyph(codePoint), rect: drawing.rect, clip: Path(rect: drawing.rect), tint: color,
            transform: drawing.transform, opacity: drawing.opacity)
        ]
      }
      warnOnce("No symbol named '\(drawing.name)' found in TempoUI's symbol set")
      return []
    }
    let path = symbol.makePath(drawing.rect)
    let paint = drawing.shading.paint(for: path, environment: environment)
    let style = symbol.isFilled ? nil : symbol.strokeStyle(size: Double(drawing.rect.height))
    return [
      paint.command(path, stroke: style, transform: drawing.transform, opacity: drawing.opacity)
    ]
  }
}
