import TempoRender
import TempoSDL
import TempoScene

/// One renderer the frame benchmarks draw with, or none (internal helper).
@MainActor
struct FrameBackend {
  /// The label of the rows: "gl", "cairo" or "none" (build only, for profiling).
  var name: String
  /// The renderer, or `nil` to build display lists without drawing them.
  var renderer: (any RenderBackend)?

  /// Draws `list`: presents it (a window frame) or reads it back (a recorded frame).
  func draw(_ list: DisplayList, readback: Bool) throws {
    guard let renderer else { return }
    if readback { _ = try renderer.render(list) } else { try renderer.present(list, at: 0) }
  }
}
