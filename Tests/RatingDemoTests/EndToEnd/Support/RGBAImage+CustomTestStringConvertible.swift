import TempoRender
import TempoSDL
import Testing

extension RGBAImage: CustomTestStringConvertible {
  /// A short description for failed expectations, instead of every byte of the image.
  public var testDescription: String { "\(width)×\(height) RGBA image" }
}
