import Foundation

extension TextLayout {
  /// The baseline of the first line (or, when `last`, of the last line), in points from the
  /// block's top: the heights of the lines above it plus its ascent as `measurer` gives it at
  /// `fontSize` points in `style` (made bold when `bold`), as the text is laid out.
  @MainActor
  public func baseline(
    last: Bool, fontSize: Double, bold: Bool = false, style: FontStyle = FontStyle(),
    measurer: any TextMeasurer
  ) -> Double {
    guard !lines.isEmpty else { return 0 }
    let index = last ? lines.count - 1 : 0
    var top = 0.0
    for above in lineSizes[..<index] { top += Double(above.height) }
    return top
      + measurer.ascent(of: lines[index], fontSize: fontSize, style: style.resolved(bold: bold))
  }
}
