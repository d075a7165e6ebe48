import CSDL2
import Tempo
import TempoRender
import TempoScene

extension GLCanvas {
  /// Draws an image command: the clip path's mesh textured with the image (``ImageRaster``,
  /// cached while it is drawn at the same pixel size), each vertex's texture coordinate its
  /// point in `rect` (0…1), its colour the tint (white without one) at `opacity` × coverage:
  /// a tinted image is drawn from its alpha alone (a white mask), so the tint is its colour.
  /// The texture is sampled linearly.
  func drawImage(
    _ source: ImageSource, rect: CGRect, clip: Path, tint: Color?,
    transform: AffineTransform2D, opacity: Double, scale: Double
  ) {
    let isMask = tint != nil
    let tint = tint ?? .white
    let alpha = min(max(opacity * tint.opacity, 0), 1)
    let device = transform.concatenating(.scale(x: scale, y: scale))
    let (width, height) = (Double(rect.width), Double(rect.height))
    guard alpha > 0, width > 0, height > 0, let toLocal = device.inverted,
      device.tx.isFinite, device.ty.isFinite
    else { return }
    let key = ImageRaster.Key(
      source, width: width * (device.a * device.a + device.b * device.b).squareRoot(),
      height: height * (device.c * device.c + device.d * device.d).squareRoot(), isMask: isMask)
    guard
      let texture = try? imageTextures.value(
        for: key,
        make: {
          guard let image = ImageRaster.image(for: key) else { return nil }
          let texture = try Texture.upload(image, to: renderer)
          SDL_SetTextureScaleMode(texture.pointer, SDL_ScaleModeLinear)
          return texture
        })
    else { return }
    var linear = device
    (linear.tx, linear.ty) = (0, 0)
    let mesh = meshCache.mesh(for: .init(path: clip, transform: linear, stroke: nil)) {
      Tessellator.fill(clip, transform: linear)
    }
    guard !mesh.indices.isEmpty, !mesh.vertices.isEmpty else { return }
    let color = ColorBytes.sdlColor(tint, opacity: 1)
    vertexBuffer.removeAll(keepingCapacity: true)
    vertexBuffer.reserveCapacity(mesh.vertices.count)
    for vertex in mesh.vertices {
      let (x, y) = (Double(vertex.x) + device.tx, Double(vertex.y) + device.ty)
      let local = toLocal.apply(to: CGPoint(x: x, y: y))
      vertexBuffer.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(x), y: Float(y)),
          color: SDL_Color(
            r: color.r, g: color.g, b: color.b,
            a: ColorBytes.byte(alpha * Double(min(max(vertex.coverage, 0), 1)))),
          tex_coord: SDL_FPoint(
            x: Float(min(max((Double(local.x) - Double(rect.minX)) / width, 0), 1)),
            y: Float(min(max((Double(local.y) - Double(rect.minY)) / height, 0), 1)))))
    }
    renderTextured(texture, indices: mesh.indices)
  }
}

extension GLCanvas {
  /// Draws ``vertexBuffer`` textured with `texture`, as the triangles `indices` list (those
  /// within the buffer; a last incomplete triangle dropped).
  func renderTextured(_ texture: Texture, indices: [Int32]) {
    let count = Int32(vertexBuffer.count)
    indexBuffer.removeAll(keepingCapacity: true)
    for index in indices where index >= 0 && index < count { indexBuffer.append(index) }
    guard indexBuffer.count >= 3 else { return }
    SDL_RenderGeometry(
      renderer.pointer, texture.pointer, vertexBuffer, count, indexBuffer,
      Int32(indexBuffer.count - indexBuffer.count % 3))
  }
}
