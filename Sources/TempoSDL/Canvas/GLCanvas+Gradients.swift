import CSDL2
import TempoRender
import TempoScene

extension GLCanvas {
  /// Draws a gradient command: its mesh (a fill, or a stroke in `style`) textured with the
  /// gradient drawn into the device pixels it covers (``GradientImage``, cached while the
  /// command stays where it is), each vertex's alpha = `opacity` × its coverage. Texture
  /// coordinates are clamped to 0…1, which SDL requires: only a vertex off the target, where
  /// the box was cut to it, lies outside.
  func drawGradient(
    _ command: DrawCommand, path: Path, paint: GradientPaint, style: StrokeStyle?,
    transform: AffineTransform2D, opacity: Double, scale: Double
  ) throws {
    let alpha = min(max(opacity, 0), 1)
    let output = renderer.outputSize
    let frame = DisplayListDamage.PixelBox(
      minX: 0, minY: 0, maxX: output.width, maxY: output.height)
    guard alpha > 0, let box = GradientImage.box(of: command, scale: scale, within: frame) else {
      return
    }
    let device = transform.concatenating(.scale(x: scale, y: scale))
    let key = GradientImage.Key(paint: paint, transform: device, box: box)
    guard
      let texture = try gradientTextures.value(
        for: key,
        make: { try GradientImage(key).map { try Texture.upload($0.image, to: renderer) } })
    else { return }
    var linear = device
    (linear.tx, linear.ty) = (0, 0)
    let mesh = meshCache.mesh(for: .init(path: path, transform: linear, stroke: style)) {
      style.map { Tessellator.stroke(path, style: $0, transform: linear) }
        ?? Tessellator.fill(path, transform: linear)
    }
    guard !mesh.indices.isEmpty, !mesh.vertices.isEmpty, device.tx.isFinite, device.ty.isFinite
    else { return }
    let (width, height) = (Double(box.maxX - box.minX), Double(box.maxY - box.minY))
    vertexBuffer.removeAll(keepingCapacity: true)
    vertexBuffer.reserveCapacity(mesh.vertices.count)
    for vertex in mesh.vertices {
      let (x, y) = (Double(vertex.x) + device.tx, Double(vertex.y) + device.ty)
      vertexBuffer.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(x), y: Float(y)),
          color: SDL_Color(
            r: 255, g: 255, b: 255,
            a: ColorBytes.byte(alpha * Double(min(max(vertex.coverage, 0), 1)))),
          tex_coord: SDL_FPoint(
            x: Float(min(max((x - Double(box.minX)) / width, 0), 1)),
            y: Float(min(max((y - Double(box.minY)) / height, 0), 1)))))
    }
    renderTextured(texture, indices: mesh.indices)
  }
}
