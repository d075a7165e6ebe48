import Foundation

/// A text measurer with fixed metrics: every character is `advance` × the font size wide and a
/// line is `lineHeight` × the font size tall. For tests and offline layout without fonts.
@MainActor
public final class FixedMetricsTextMeasurer: TextMeasurer {
  /// A character's width, as a fraction of the font size.
  public let advance: Double
  /// A line's height, as a fraction of the font size.
  public let lineHeight: Double

  /// Creates a measurer (defaults: 0.6 and 1.2 of the font size).
  public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
    self.advance = advance
    self.lineHeight = lineHeight
  }

  /// The size of one line of `text` at `fontSize` points, in points.
  public func size(of text: String, fontSize: Double) -> CGSize {
    CGSize(width: Double(text.count) * advance * fontSize, height: lineHeight * fontSize)
  }
}
