import Foundation
import TempoScene
import Testing

@testable import TempoRender

@MainActor
@Suite("MeshCache")
struct MeshCacheTests {
  let key = MeshCache.Key(
    path: Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), transform: .identity)

  func mesh(_ coverage: Float) -> TriangleMesh {
    TriangleMesh(vertices: [MeshVertex(x: 0, y: 0, coverage: coverage)], indices: [])
  }

  @Test("a mesh used in one frame is reused in the next without tessellating again")
  func reusesRecentMeshes() {
    let cache = MeshCache()
    var made = 0
    _ = cache.mesh(for: key) {
      made += 1; return mesh(1)
    }
    cache.endFrame()
    let again = cache.mesh(for: key) {
      made += 1; return mesh(0.5)
    }
    #expect(made == 1)
    #expect(again.vertices.first?.coverage == 1)
  }

  @Test("a mesh unused for a whole frame is dropped")
  func dropsOldMeshes() {
    let cache = MeshCache()
    _ = cache.mesh(for: key) { mesh(1) }
    cache.endFrame()
    cache.endFrame()
    #expect(cache.count == 0)
    var made = 0
    _ = cache.mesh(for: key) {
      made += 1; return mesh(1)
    }
    #expect(made == 1)
  }

  @Test("a moved shape, a stroke, or a stroke with other caps is a different mesh")
  func keysTellShapesApart() {
    let moved = MeshCache.Key(path: key.path, transform: .translation(x: 1, y: 0))
    let stroke = MeshCache.Key(
      path: key.path, transform: .identity, stroke: StrokeStyle(lineWidth: 2))
    let rounded = MeshCache.Key(
      path: key.path, transform: .identity, stroke: StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(key != moved)
    #expect(key != stroke)
    #expect(stroke != rounded)
  }
}
