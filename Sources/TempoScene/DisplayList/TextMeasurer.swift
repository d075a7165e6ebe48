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
}
