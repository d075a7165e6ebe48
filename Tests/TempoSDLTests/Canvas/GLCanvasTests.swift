import Foundation
import Tempo
import TempoRender
import TempoScene
import Testing

@testable import TempoSDL

@Suite("Canvas: meshes", .serialized)
@MainActor
struct CanvasTests {
  let size = CGSize(width: 200, height: 120)
  /// A star too large for a mask (160 device pixels across at scale 2): it is meshed.
  let star = TestShapes.star(center: CGPoint(x: 42, y: 42), radius: 40)

  func fill(_ path: Path, at offset: CGPoint) -> DisplayList {
    DisplayList(
      size: size,
      commands: [
        .fill(
          path, color: Color(hex: 0xFFD60A),
          transform: .translation(x: offset.x, y: offset.y), opacity: 1)
      ])
  }

  @Test(
    "a shape that only moves keeps its mesh: it is cached for its untranslated transform, not tessellated again"
  )
  func movingShapeKeepsItsMesh() throws {
    let renderer = try OffscreenRenderer(size: size, scale: 2)
    _ = try renderer.render(fill(star, at: CGPoint(x: 3, y: 4)))
    _ = try renderer.render(fill(star, at: CGPoint(x: 100.25, y: 37.5)))
    var tessellated = false
    _ = renderer.canvas.meshCache.mesh(
      for: .init(path: star, transform: .scale(x: 2, y: 2), stroke: nil)
    ) {
      tessellated = true
      return TriangleMesh()
    }
    #expect(!tessellated)
  }

  @Test(
    "a cached mesh moved by a fractional offset draws the pixels of the same outline tessellated where it is (within 1/255)"
  )
  func movedMeshMatchesAFreshTessellation() throws {
    let offset = CGPoint(x: 100.25, y: 37.5)
    let renderer = try OffscreenRenderer(size: size, scale: 2)
    _ = try renderer.render(fill(star, at: CGPoint(x: 3, y: 4)))
    let moved = try renderer.render(fill(star, at: offset))
    // The same outline with its points already moved, drawn through the identity: a new path,
    // so a new mesh tessellated at its place.
    let placed = star.applying(.translation(x: offset.x, y: offset.y))
    let fresh = try OffscreenRenderer(size: size, scale: 2).render(fill(placed, at: .zero))
    #expect(moved.width == fresh.width && moved.height == fresh.height)
    let worst = zip(moved.bytes, fresh.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 1)
    // The star is drawn: its centre is yellow.
    let centre = try #require(moved.pixel(x: Int((42 + offset.x) * 2), y: Int((42 + offset.y) * 2)))
    #expect(centre.red == 0xFF && centre.green == 0xD6)
  }
}
