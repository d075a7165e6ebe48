/// Measures text for layout; a rendering backend implements it with its real fonts.
@MainActor
public protocol TextMeasurer: AnyObject {
  /// The size, in points, of one line of `text` at `fontSize` points.
  func size(of text: String, fontSize: Double) -> CGSize
}
