import TempoRender

/// Test helper: a software rasteriser turning a mesh into per-pixel coverage, as additive
/// blending of the coverage would on screen (overlaps add up; read values are not clamped).
struct CoverageGrid {
  /// The size in pixels.
  let width: Int, height: Int
  /// Row-major coverage per pixel.
  var values: [Double]

  /// The coverage of pixel (`x`, `y`) (its square spans x…x+1, y…y+1).
  subscript(x: Int, y: Int) -> Double { values[y * width + x] }

  /// Rasterises `mesh` into a `width`×`height` grid, averaging `samples`×`samples` points per
  /// pixel.
  init(_ mesh: TriangleMesh, width: Int, height: Int, samples: Int = 4) {
    (self.width, self.height) = (width, height)
    values = Array(repeating: 0, count: width * height)
    let weight = 1 / Double(samples * samples)
    for t in 0..<mesh.triangleCount {
      let p = mesh.triangle(t)
      let x0 = max(0, Int(p.map(\.x).min()!.rounded(.down)))
      let x1 = min(width - 1, Int(p.map(\.x).max()!.rounded(.down)))
      let y0 = max(0, Int(p.map(\.y).min()!.rounded(.down)))
      let y1 = min(height - 1, Int(p.map(\.y).max()!.rounded(.down)))
      guard x0 <= x1, y0 <= y1 else { continue }
      for py in y0...y1 {
        for px in x0...x1 {
          var sum = 0.0
          for sy in 0..<samples {
            for sx in 0..<samples {
              let x = Double(px) + (Double(sx) + 0.5) / Double(samples)
              let y = Double(py) + (Double(sy) + 0.5) / Double(samples)
              if let w = TriangleMesh.weights(x: x, y: y, p) {
                sum += w.0 * p[0].c + w.1 * p[1].c + w.2 * p[2].c
              }
            }
          }
          values[py * width + px] += sum * weight
        }
      }
    }
  }
}
