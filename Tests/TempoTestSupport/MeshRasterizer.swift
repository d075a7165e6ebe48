import Tempo
import TempoRender

/// Internal: a software frame that triangle meshes are blended into, sampled at pixel centres.
struct MeshRasterizer {
  /// The frame's size, in pixels.
  let width: Int, height: Int
  /// Red, green, blue per pixel (0…1), row by row from the top; in a layer, premultiplied by
  /// the layer's ``alphas``.
  private var pixels: [Double]
  /// In a layer, the alpha of each pixel (0…1); empty for the opaque frame.
  private var alphas: [Double] = []
  /// The pixels and alphas under each open layer, with the layer's opacity, innermost last.
  private var layers: [(pixels: [Double], alphas: [Double], opacity: Double)] = []
  /// Clip rectangles as pixel ranges, innermost last.
  private var clips: [(x: Range<Int>, y: Range<Int>)] = []

  /// A frame of `width` × `height` pixels cleared to `background` (opaque).
  init(width: Int, height: Int, background: Color) {
    (self.width, self.height) = (width, height)
    pixels = [Double](repeating: 0, count: width * height * 3)
    for i in 0..<(width * height) {
      pixels[3 * i] = background.red
      pixels[3 * i + 1] = background.green
      pixels[3 * i + 2] = background.blue
    }
  }

  /// Intersects the clip with `rect` (points), rounded out to whole pixels at `scale`.
  mutating func pushClip(_ rect: CGRect, scale: Double) {
    let rect = rect.standardized
    func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
      let scaled = (value * scale).rounded(rule)
      return Int(min(max(scaled.isNaN ? 0 : scaled, -1_000_000), 1_000_000))
    }
    var x = pixel(rect.minX, .down)..<max(pixel(rect.minX, .down), pixel(rect.maxX, .up))
    var y = pixel(rect.minY, .down)..<max(pixel(rect.minY, .down), pixel(rect.maxY, .up))
    if let outer = clips.last {
      x = x.clamped(to: outer.x)
      y = y.clamped(to: outer.y)
    }
    clips.append((x, y))
  }

  /// Ends the innermost clip.
  mutating func popClip() { _ = clips.popLast() }

  /// Starts a transparent layer: what is drawn next goes into it until ``popLayer()``.
  mutating func pushLayer(opacity: Double) {
    layers.append((pixels, alphas, min(max(opacity, 0), 1)))
    pixels = [Double](repeating: 0, count: width * height * 3)
    alphas = [Double](repeating: 0, count: width * height)
  }

  /// Ends the innermost layer: blends it, premultiplied, at its opacity over what is under it
  /// (result = layer × opacity + under × (1 − layer alpha × opacity)).
  mutating func popLayer() {
    guard let (under, underAlphas, opacity) = layers.popLast() else { return }
    let (layer, layerAlphas) = (pixels, alphas)
    (pixels, alphas) = (under, underAlphas)
    for i in 0..<(width * height) {
      let a = layerAlphas[i] * opacity
      for c in 0..<3 {
        pixels[3 * i + c] = layer[3 * i + c] * opacity + pixels[3 * i + c] * (1 - a)
      }
      if !alphas.isEmpty { alphas[i] = a + alphas[i] * (1 - a) }
    }
  }

  /// Blends `mesh` (device pixels, a coverage per vertex) in `color` × `opacity` over the
  /// frame: at each pixel centre inside a triangle, alpha = colour alpha × opacity × the
  /// interpolated coverage, and the colour is mixed in by that alpha.
  mutating func draw(_ mesh: TriangleMesh, color: Color, opacity: Double) {
    guard min(max(color.opacity * opacity, 0), 1) > 0 else { return }
    draw(mesh, opacity: opacity) { _, _ in color }
  }

  /// Blends `mesh` as ``draw(_:color:opacity:)`` does, in the colour `paint` gives at each
  /// pixel centre (device pixels).
  mutating func draw(
    _ mesh: TriangleMesh, opacity: Double, paint: (_ x: Double, _ y: Double) -> Color
  ) {
    let clipX = clips.last?.x ?? 0..<width
    let clipY = clips.last?.y ?? 0..<height
    for t in 0..<mesh.triangleCount {
      let v = (0..<3).map { mesh.vertices[Int(mesh.indices[3 * t + $0])] }
      let xs = v.map { Double($0.x) }
      let ys = v.map { Double($0.y) }
      let area = (xs[1] - xs[0]) * (ys[2] - ys[0]) - (xs[2] - xs[0]) * (ys[1] - ys[0])
      guard area != 0, area.isFinite else { continue }
      let x0 = max(Int((xs.min()! - 0.5).rounded(.up)), clipX.lowerBound, 0)
      let x1 = min(Int((xs.max()! - 0.5).rounded(.down)), clipX.upperBound - 1, width - 1)
      let y0 = max(Int((ys.min()! - 0.5).rounded(.up)), clipY.lowerBound, 0)
      let y1 = min(Int((ys.max()! - 0.5).rounded(.down)), clipY.upperBound - 1, height - 1)
      guard x0 <= x1, y0 <= y1 else { continue }
      for py in y0...y1 {
        for px in x0...x1 {
          let (x, y) = (Double(px) + 0.5, Double(py) + 0.5)
          guard let weights = Self.weights(x: x, y: y, xs: xs, ys: ys, area: area) else {
            continue
          }
          let coverage =
            weights.0 * Double(v[0].coverage) + weights.1 * Double(v[1].coverage)
            + weights.2 * Double(v[2].coverage)
          let color = paint(x, y)
          let alpha = min(max(color.opacity * opacity, 0), 1)
          let a = alpha * min(max(coverage, 0), 1)
          let rgb = [color.red, color.green, color.blue]
          let base = 3 * (py * width + px)
          for c in 0..<3 {
            pixels[base + c] = min(max(rgb[c], 0), 1) * a + pixels[base + c] * (1 - a)
          }
          if !alphas.isEmpty {
            let index = py * width + px
            alphas[index] = a + alphas[index] * (1 - a)
          }
        }
      }
    }
  }

  /// The barycentric weights of (x, y) in the triangle, or `nil` outside it. A point on an
  /// edge belongs to one of the two triangles sharing it (a top-left rule), so shared edges
  /// are not blended twice.
  static func weights(x: Double, y: Double, xs: [Double], ys: [Double], area: Double)
    -> (Double, Double, Double)?
  {
    let order = area > 0 ? [0, 1, 2] : [0, 2, 1]
    var w = [0.0, 0.0, 0.0]
    for k in 0..<3 {
      let (a, b) = (order[k], order[(k + 1) % 3])
      let edge = (xs[b] - xs[a]) * (y - ys[a]) - (ys[b] - ys[a]) * (x - xs[a])
      let owned = ys[b] < ys[a] || (ys[b] == ys[a] && xs[b] > xs[a])
      if edge < 0 || (edge == 0 && !owned) { return nil }
      w[order[(k + 2) % 3]] = edge / abs(area)
    }
    return (w[0], w[1], w[2])
  }

  /// The frame as 8-bit RGBA (opaque).
  var image: RGBAImage {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      for c in 0..<3 { bytes[4 * i + c] = UInt8((pixels[3 * i + c] * 255).rounded()) }
    }
    return RGBAImage(width: width, height: height, bytes: bytes)!
  }
}
