import Foundation
import TempoScene

/// The contract a renderer fulfils for Tempo: draw a display list, measure text as it will be
/// drawn, present a frame at a time, and read a frame's pixels back.
///
/// `TempoSDL`'s `OffscreenRenderer` implements it with SDL2, `TempoCairo`'s `CairoRenderer`
/// with cairo, the tests' `MemoryBackend` (TempoTestSupport) in plain Swift. A new backend
/// (Metal, Vulkan, a web canvas) implements these four; one inside this package can reuse this target's package-level `Tessellator` (paths to
/// anti-aliased triangle meshes) and `MeshCache`, and any backend can record through the
/// ``Recorder`` and its ``FrameSink``s.
@MainActor
public protocol RenderBackend: AnyObject {
  /// The frame's width, in device pixels.
  var pixelWidth: Int { get }
  /// The frame's height, in device pixels.
  var pixelHeight: Int { get }
  /// Device pixels per point: display-list geometry is multiplied by it.
  var scale: Double { get }
  /// Measures text in points as this backend draws it, for a scene's layout.
  var textMeasurer: any TextMeasurer { get }

  /// Clears to the list's background, draws its commands back to front, and reads the frame
  /// back as 8-bit RGBA, `pixelWidth` × `pixelHeight`.
  ///
  /// Throws if drawing or reading back fails (the backend's own error type).
  func render(_ list: DisplayList) throws -> RGBAImage

  /// Draws `list` as the frame for time `time` (seconds on the engine's clock) and shows it,
  /// without reading it back: what a frame costs on screen.
  func present(_ list: DisplayList, at time: TimeInterval) throws
}
