import Foundation

// TEMPORARY STAND-IN, only on the `sdl` branch: the real anti-aliasing tessellator is written on
// another branch under exactly this API and replaces this file when the branches are integrated.

/// A vertex of a ``TriangleMesh``: a position in device pixels and a coverage 0…1.
public struct MeshVertex: Hashable, Sendable {
  /// The horizontal position, in device pixels.
  public var x: Float
  /// The vertical position, in device pixels (y down).
  public var y: Float
  /// How much of the colour the vertex carries, 0…1 (anti-aliasing fringes fade to 0).
  public var coverage: Float

  /// Creates a vertex.
  public init(x: Float, y: Float, coverage: Float) {
    (self.x, self.y, self.coverage) = (x, y, coverage)
  }
}

/// Triangles in device pixels: every three `indices` name one triangle's vertices.
public struct TriangleMesh: Sendable {
  /// The vertices.
  public var vertices: [MeshVertex]
  /// Indices into `vertices`, three per triangle.
  public var indices: [Int32]

  /// Creates a mesh.
  public init(vertices: [MeshVertex] = [], indices: [Int32] = []) {
    self.vertices = vertices
    self.indices = indices
  }
}

/// Turns paths into triangle meshes in device pixels.
///
/// STAND-IN: fans each flattened subpath from its vertices' centroid (right for convex and
/// star-shaped outlines only), strokes each segment as a quad, and never anti-aliases
/// (coverage 1). The real tessellator replaces it.
public enum Tessellator {
  /// The mesh covering `path`'s interior after `transform`, flattened within `tolerance` pixels.
  public static func fill(_ path: Path, transform: AffineTransform2D, tolerance: Double = 0.2)
    -> TriangleMesh
  {
    var mesh = TriangleMesh()
    for polygon in flatten(path, transform: transform, tolerance: tolerance).map(\.points)
    where polygon.count >= 3 {
      let count = Double(polygon.count)
      let center = CGPoint(
        x: polygon.reduce(0) { $0 + $1.x } / count, y: polygon.reduce(0) { $0 + $1.y } / count)
      let base = Int32(mesh.vertices.count)
      mesh.vertices.append(vertex(center))
      mesh.vertices.append(contentsOf: polygon.map(vertex))
      for index in 0..<Int32(polygon.count) {
        let next = (index + 1) % Int32(polygon.count)
        mesh.indices += [base, base + 1 + index, base + 1 + next]
      }
    }
    return mesh
  }

  /// The mesh covering `path`'s outline `lineWidth` points wide after `transform`.
  public static func stroke(
    _ path: Path, lineWidth: Double, transform: AffineTransform2D, tolerance: Double = 0.2
  ) -> TriangleMesh {
    let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
    let half = lineWidth * scale / 2
    var mesh = TriangleMesh()
    guard half > 0, half.isFinite else { return mesh }
    for subpath in flatten(path, transform: transform, tolerance: tolerance) {
      var points = subpath.points
      if subpath.closed, let first = points.first { points.append(first) }
      for (start, end) in zip(points, points.dropFirst()) {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = sqrt(dx * dx + dy * dy)
        guard length > 0 else { continue }
        let (nx, ny) = (-dy / length * half, dx / length * half)
        let (ex, ey) = (dx / length * half, dy / length * half)  // square caps hide the joins
        let base = Int32(mesh.vertices.count)
        mesh.vertices += [
          vertex(CGPoint(x: start.x + nx - ex, y: start.y + ny - ey)),
          vertex(CGPoint(x: end.x + nx + ex, y: end.y + ny + ey)),
          vertex(CGPoint(x: end.x - nx + ex, y: end.y - ny + ey)),
          vertex(CGPoint(x: start.x - nx - ex, y: start.y - ny - ey)),
        ]
        mesh.indices += [base, base + 1, base + 2, base, base + 2, base + 3]
      }
    }
    return mesh
  }

  private static func vertex(_ point: CGPoint) -> MeshVertex {
    MeshVertex(x: Float(point.x), y: Float(point.y), coverage: 1)
  }

  /// The path's subpaths as transformed polylines.
  private static func flatten(_ path: Path, transform: AffineTransform2D, tolerance: Double)
    -> [(points: [CGPoint], closed: Bool)]
  {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    var current = CGPoint.zero
    func finish(closed: Bool) {
      if points.count > 1 { result.append((points, closed)) }
      points = []
    }
    func segments(_ control: [CGPoint]) -> Int {
      let length = zip(control, control.dropFirst()).reduce(0.0) {
        $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
      }
      return min(max(Int((length / max(tolerance, 0.01)).squareRoot()), 1), 256)
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current = transform.apply(to: point)
        points = [current]
      case .line(let point):
        current = transform.apply(to: point)
        points.append(current)
      case .quadCurve(let point, let control):
        let (p0, p1, p2) = (current, transform.apply(to: control), transform.apply(to: point))
        let count = segments([p0, p1, p2])
        for step in 1...count {
          let t = Double(step) / Double(count)
          let u = 1 - t
          points.append(
            CGPoint(
              x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
              y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
        current = p2
      case .curve(let point, let control1, let control2):
        let p =
          [current, transform.apply(to: control1), transform.apply(to: control2)]
          + [transform.apply(to: point)]
        let count = segments(p)
        for step in 1...count {
          let t = Double(step) / Double(count)
          let u = 1 - t
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            CGPoint(
              x: w0 * p[0].x + w1 * p[1].x + w2 * p[2].x + w3 * p[3].x,
              y: w0 * p[0].y + w1 * p[1].y + w2 * p[2].y + w3 * p[3].y))
        }
        current = p[3]
      case .closeSubpath:
        let start = points.first ?? current
        finish(closed: true)
        current = start
        points = [start]
      }
    }
    finish(closed: false)
    return result
  }
}
