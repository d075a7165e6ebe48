import Foundation
import TempoRender
import TempoSDL

extension RendererKind {
  /// How a window draws with this backend: `WindowDrawing.gl` or `WindowDrawing.cairo`.
  public var windowDrawing: WindowDrawing {
    switch self {
    case .gl: .gl
    case .cairo: .cairo
    }
  }

  /// A renderer of this backend for offscreen frames of `size` points at `scale`, text in the
  /// font at `fontPath` (else fontconfig's sans-serif); throws a `TempoSDLError`.
  @MainActor
  public func makeOffscreen(size: CGSize, scale: Double = 1, fontPath: String? = nil) throws
    -> any RenderBackend
  {
    switch self {
    case .gl: try OffscreenRenderer(size: size, scale: scale, fontPath: fontPath)
    case .cairo: try CairoRenderer(size: size, scale: scale, fontPath: fontPath)
    }
  }
}
