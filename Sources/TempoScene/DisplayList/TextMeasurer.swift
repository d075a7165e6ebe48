import Foundation

/// Measures text for layout; a rendering backend implements it with its real fonts.
@MainActor
public protocol TextMeasurer: AnyObject {
  /// The size, in points, of one line of `text` at `fontSize` points.
  func size(of text: String, fontSize: Double) -> CGSize
  /// The size, in points, of one line of `text` at `fontSize` points, bold or regular.
  func size(of text: String, fontSize: Double, bold: Bool) -> CGSize
}

extension TextMeasurer {
  /// Measures bold text as regular (for measurers with one face).
  public func size(of text: String, fontSize: Double, bold: Bool) -> CGSize {
    size(of: text, fontSize: fontSize)
  }
}
