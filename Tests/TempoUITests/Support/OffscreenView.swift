import Foundation
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI

/// Renders `view` in a `width` × `height` window at 1× through the offscreen renderer, saving
/// the picture as a PNG at `$TEMPO_SAVE_PNG` when that is set (to look at it).
@MainActor
func renderOffscreen<V: View>(_ view: V, width: Double, height: Double) throws -> RGBAImage {
  let timeline = FrameTimeline(width: width, height: height)
  let renderer = try OffscreenRenderer(size: CGSize(width: width, height: height))
  let image = try renderer.render(ViewHost(view, scene: timeline.scene).frame())
  if let path = ProcessInfo.processInfo.environment["TEMPO_SAVE_PNG"] {
    try image.writePNG(to: path)
  }
  return image
}
