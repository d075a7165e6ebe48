import Foundation
import TempoCairo
import TempoRender
import Testing

@testable import TempoSDL

/// The two renderer backends the pixel tests run on.
enum TestBackend: String, CaseIterable, CustomTestStringConvertible {
  /// SDL's OpenGL renderer (llvmpipe here) through the ``OffscreenRenderer``.
  case gl
  /// cairo through the ``CairoRenderer``.
  case cairo

  var testDescription: String { rawValue }

  /// A renderer of this backend for frames of `size` points at `scale`.
  @MainActor
  func make(size: CGSize, scale: Double = 1) throws -> any RenderBackend {
    switch self {
    case .gl: try OffscreenRenderer(size: size, scale: scale)
    case .cairo: try CairoRenderer(size: size, scale: scale)
    }
  }
}
