import Foundation

/// Measures text for layout; a rendering backend implements it with its real fonts.
@MainActor
public protocol TextMeasurer: AnyObject {
  /// The size, in points, of one line of `text` at `fontSize` points.
  func size(of text: String, fontSize: Double) -> CGSize
  /// The size, in points, of one line of `text` at `fontSize` points, bold or regular.
  func size(of text: String, fontSize: Double, bold: Bool) -> CGSize
  /// The size, in points, of one line of `text` at `fontSize` points in `style`.
  func size(of text: String, fontSize: Double, style: FontStyle) -> CGSize
  /// The ascent, in points, of one line of `text` at `fontSize` points in `style`: from the
  /// line's top to its baseline.
  func ascent(of text: String, fontSize: Double, style: FontStyle) -> Double
}

extension TextMeasurer {
  /// Measures bold text as regular (for measurers with one face).
  public func size(of text: String, fontSize: Double, bold: Bool) -> CGSize {
    size(of: text, fontSize: fontSize)
  }

  /// Measures text in a style by its weight alone (for measurers with a regular and a bold face):
  /// each character's extra spacing added.
  public func size(of text: String, fontSize: Double, style: FontStyle) -> CGSize {
    var size = size(of: text, fontSize: fontSize, bold: style.isBold)
    size.width += style.letterSpacing * Double(text.count)
    return size
  }

  /// The ascent as ``defaultAscentFraction`` of the line's height (for measurers without
  /// font metrics, such as ``FixedMetricsTextMeasurer``).
  public func ascent(of text: String, fontSize: Double, style: FontStyle) -> Double {
    defaultAscentFraction * Double(size(of: text, fontSize: fontSize, style: style).height)
  }
}

/// The ascent a measurer without font metrics gives a line, as a fraction of its height: 0.8,
/// near common sans-serif fonts' (Noto Sans: 1069 / (1069 + 293) ≈ 0.785; DejaVu Sans ≈ 0.79).
public let defaultAscentFraction = 0.8
