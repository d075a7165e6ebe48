import Foundation
import Tempo
import TempoScene
import Testing

@testable import TempoSDL

@Suite("Text texture cache", .serialized)
@MainActor
struct TextTextureCacheTests {
  private func text(_ string: String, opacity: Double = 1, color: Color = .white) -> DrawCommand {
    .text(
      string, fontSize: 17, color: color, origin: CGPoint(x: 2, y: 2), transform: .identity,
      opacity: opacity)
  }

  @Test("the same text, size and colour reuse one texture whatever the opacity")
  func reusesTextures() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 80, height: 30))
    let size = renderer.size
    _ = try renderer.render(
      DisplayList(size: size, commands: [text("Hi"), text("Hi", opacity: 0.5)]))
    #expect(renderer.canvas.textCache.count == 1)
    _ = try renderer.render(DisplayList(size: size, commands: [text("Hi", color: .yellow)]))
    #expect(renderer.canvas.textCache.count == 2)
  }

  @Test("textures unused for more than the idle limit are dropped")
  func dropsIdleTextures() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 80, height: 30))
    let size = renderer.size
    _ = try renderer.render(DisplayList(size: size, commands: [text("Old")]))
    for _ in 0..<TextTextureCache<Texture>.maximumIdleFrames {
      _ = try renderer.render(DisplayList(size: size, commands: [text("New")]))
    }
    #expect(renderer.canvas.textCache.count == 2)
    _ = try renderer.render(DisplayList(size: size, commands: [text("New")]))
    #expect(renderer.canvas.textCache.count == 1)
  }
}
