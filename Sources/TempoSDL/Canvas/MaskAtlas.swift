import CSDL2
import TempoRender
import TempoScene

/// Coverage masks of small fills, rasterised on the CPU once, kept in one texture and drawn as
/// tinted quads (internal to ``GLCanvas``).
///
/// A small shape's tessellated mesh is mostly its one-pixel anti-aliasing fringe: some 25 thin
/// triangles for a 12-pixel ellipse or star, and on llvmpipe each triangle costs about as much
/// as its pixels. Here the shape's exact-area coverage (``CoverageRasterizer``, as the cairo
/// backend fills) is written once into a free spot of the atlas, and the shape is drawn as one
/// quad of two triangles sampling that spot, tinted by its colour, as a glyph cache draws text.
///
/// A mask is kept for an outline, its linear transform and its position within a pixel rounded
/// to 1/``phases`` of a pixel (so a shape is drawn at most 1/16 pixel from where it is, and a
/// moving shape reuses a few masks); its colour and opacity are the quad's tint. Spots are
/// handed out row by row (shelves); when the atlas is full it doubles, from 256 to 512 pixels
/// a side, or at its largest drops every mask at once.
@MainActor
final class MaskAtlas {
  /// The atlas's first width and height, in pixels (256 KiB of pixels).
  static let initialSide = 256
  /// The atlas's largest width and height, in pixels (1 MiB of pixels).
  static let largestSide = 512
  /// The largest mask kept, in pixels each way; a larger fill is meshed (few of its pixels are
  /// fringe).
  static let largestMask = 64
  /// The steps a pixel is divided into for a mask's position (1/8 pixel).
  static let phases = 8
  /// The most outlines remembered (with a mask or too large for one) before all are dropped.
  static let entryLimit = 8_192

  /// What a mask is made from: the outline, its transform to device pixels without the
  /// translation (as ``MeshCache`` keys a mesh), and its position within a pixel in
  /// 1/``phases`` steps.
  struct Key: Hashable {
    var path: Path
    var linear: AffineTransform2D
    var phaseX: Int, phaseY: Int
  }

  /// A kept mask: its spot in the atlas, and where its box starts from the whole pixel its
  /// shape is drawn at.
  struct Mask {
    var spot: DisplayListDamage.PixelBox
    var originX: Int, originY: Int
  }

  /// Where a fill goes.
  enum Placement {
    /// Its mask's `spot` in the atlas is drawn over `box` of the target.
    case mask(spot: DisplayListDamage.PixelBox, box: DisplayListDamage.PixelBox)
    /// It covers nothing of the target: nothing to draw.
    case nothing
    /// It is too large for a mask (or not finite): mesh it.
    case tooLarge
    /// The atlas has no room: draw the batch, ``makeRoom()``, and place it again.
    case full
  }

  /// The atlas's pixels, ARGB words (alpha = coverage, colour white), row by row.
  private var pixels: [UInt32]
  /// The renderer the texture is made on.
  private let renderer: Renderer
  /// The atlas's width and height, in pixels.
  private(set) var side: Int
  /// The texture the pixels are uploaded to.
  private(set) var texture: OpaquePointer
  /// The masks kept, by what they are made from (`nil`: too large for a mask).
  private var masks: [Key: Mask?] = [:]
  /// The rasteriser writing the masks (its cells are kept from mask to mask).
  private var rasterizer = CoverageRasterizer()
  /// The next free column of the current shelf, the shelf's first row and its height.
  private var (shelfX, shelfY, shelfHeight) = (0, 0, 0)
  /// The rows written since the last upload (`minY..<maxY`; empty when none).
  private var (dirtyMinY, dirtyMaxY) = (Int.max, 0)
  /// The batch's quads: four vertices and six indices each.
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  /// Makes the atlas's texture on `renderer`; `nil` (with SDL's error set) if it cannot.
  init?(renderer: Renderer) {
    guard let texture = Self.makeTexture(on: renderer, side: Self.initialSide) else { return nil }
    (self.renderer, self.texture, side) = (renderer, texture, Self.initialSide)
    pixels = [UInt32](repeating: Self.clear, count: side * side)
  }

  /// A blended, nearest-sampled ARGB texture `side` pixels square on `renderer`; `nil` (with
  /// SDL's error set) if it cannot be made.
  private static func makeTexture(on renderer: Renderer, side: Int) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(side), Int32(side))
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
    return texture
  }

  isolated deinit {
    SDL_DestroyTexture(texture)
  }

  /// A transparent white pixel: coverage blended over it in white keeps the colour white and
  /// makes the alpha the coverage.
  private static let clear: UInt32 = 0x00FF_FFFF

  /// Whether the batch has no quads.
  var isEmpty: Bool { indices.isEmpty }

  /// The number of masks (and too-large outlines) kept.
  var count: Int { masks.count }

  /// Where `path` mapped by `transform` (to device pixels) goes when filled on a target of
  /// `bounds` pixels: its mask, rasterised now unless kept, or why it has none.
  func place(
    _ path: Path, transform: AffineTransform2D, within bounds: DisplayListDamage.PixelBox
  ) -> Placement {
    let steps = Double(Self.phases)
    let (x, y) = ((transform.tx * steps).rounded(), (transform.ty * steps).rounded())
    // Not finite: a key that is never equal to itself would be kept again at every frame.
    guard
      abs(x) < 1e9, abs(y) < 1e9, transform.a.isFinite, transform.b.isFinite,
      transform.c.isFinite, transform.d.isFinite
    else { return .tooLarge }
    let (wholeX, wholeY) = (Int((x / steps).rounded(.down)), Int((y / steps).rounded(.down)))
    var linear = transform
    (linear.tx, linear.ty) = (0, 0)
    let key = Key(
      path: path, linear: linear, phaseX: Int(x) - wholeX * Self.phases,
      phaseY: Int(y) - wholeY * Self.phases)
    let kept: Mask?
    if let known = masks[key] {
      kept = known
    } else {
      guard masks.count < Self.entryLimit else { return .full }
      switch makeMask(key) {
      case .some(let made): kept = made
      case .none: return .full
      }
      masks[key] = kept
    }
    guard let mask = kept else { return .tooLarge }
    let (width, height) = (mask.spot.maxX - mask.spot.minX, mask.spot.maxY - mask.spot.minY)
    let box = DisplayListDamage.PixelBox(
      minX: wholeX + mask.originX, minY: wholeY + mask.originY,
      maxX: wholeX + mask.originX + width, maxY: wholeY + mask.originY + height)
    return box.intersection(bounds).isEmpty ? .nothing : .mask(spot: mask.spot, box: box)
  }

  /// Rasterises the mask of `key` into a free spot: the mask, `.some(nil)` when the outline is
  /// too large (or not finite) for one, `nil` when the atlas has no room.
  private func makeMask(_ key: Key) -> Mask?? {
    let steps = Double(Self.phases)
    var transform = key.linear
    (transform.tx, transform.ty) = (Double(key.phaseX) / steps, Double(key.phaseY) / steps)
    let everywhere = DisplayListDamage.PixelBox(
      minX: -1_000_000, minY: -1_000_000, maxX: 1_000_000, maxY: 1_000_000)
    guard
      let box = CoverageRasterizer.touchedBox(of: key.path, transform: transform, clip: everywhere),
      box.maxX - box.minX <= Self.largestMask, box.maxY - box.minY <= Self.largestMask
    else { return .some(nil) }
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    if shelfX + width > side {
      (shelfX, shelfY, shelfHeight) = (0, shelfY + shelfHeight, 0)
    }
    guard shelfY + height <= side else { return nil }
    let spot = DisplayListDamage.PixelBox(
      minX: shelfX, minY: shelfY, maxX: shelfX + width, maxY: shelfY + height)
    shelfX += width
    shelfHeight = max(shelfHeight, height)
    // The outline moved by whole pixels from its box to its spot, so every coverage stays.
    transform.tx += Double(spot.minX - box.minX)
    transform.ty += Double(spot.minY - box.minY)
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      rasterizer.fill(
        key.path, transform: transform, clip: spot, source: 0xFFFF_FFFF, into: base,
        wordsPerRow: side)
    }
    (dirtyMinY, dirtyMaxY) = (min(dirtyMinY, spot.minY), max(dirtyMaxY, spot.maxY))
    return Mask(spot: spot, originX: box.minX, originY: box.minY)
  }

  /// Appends the quad drawing `spot` of the atlas over `box` of the target, tinted `color`.
  func addQuad(
    spot: DisplayListDamage.PixelBox, box: DisplayListDamage.PixelBox, color: SDL_Color
  ) {
    let first = Int32(vertices.count)
    let scale = 1 / Float(side)
    func corner(_ x: Int, _ y: Int, _ u: Int, _ v: Int) {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(x), y: Float(y)), color: color,
          tex_coord: SDL_FPoint(x: Float(u) * scale, y: Float(v) * scale)))
    }
    corner(box.minX, box.minY, spot.minX, spot.minY)
    corner(box.maxX, box.minY, spot.maxX, spot.minY)
    corner(box.maxX, box.maxY, spot.maxX, spot.maxY)
    corner(box.minX, box.maxY, spot.minX, spot.maxY)
    // Two triangles: 0 1 2 and 0 2 3.
    indices.append(first)
    indices.append(first + 1)
    indices.append(first + 2)
    indices.append(first)
    indices.append(first + 2)
    indices.append(first + 3)
  }

  /// Uploads the rows written since the last upload, so that drawing the batch shows them.
  func upload() {
    guard dirtyMinY < dirtyMaxY else { return }
    var area = SDL_Rect(
      x: 0, y: Int32(dirtyMinY), w: Int32(side), h: Int32(dirtyMaxY - dirtyMinY))
    pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = SDL_UpdateTexture(texture, &area, base + dirtyMinY * side, Int32(side * 4))
    }
    (dirtyMinY, dirtyMaxY) = (Int.max, 0)
  }

  /// Empties the batch of quads (keeping its storage); the masks stay.
  func endBatch() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// Drops every mask and clears the atlas, doubled in side unless it is at its largest (or
  /// the larger texture cannot be made); draw the batch first, as its quads would show the
  /// masks placed next.
  func makeRoom() {
    if side < Self.largestSide, let larger = Self.makeTexture(on: renderer, side: side * 2) {
      SDL_DestroyTexture(texture)
      (texture, side) = (larger, side * 2)
      pixels = [UInt32](repeating: Self.clear, count: side * side)
    } else {
      let used = (shelfY + shelfHeight) * side
      pixels.withUnsafeMutableBufferPointer { buffer in
        for index in 0..<used { buffer[index] = Self.clear }
      }
    }
    masks.removeAll(keepingCapacity: true)
    (shelfX, shelfY, shelfHeight) = (0, 0, 0)
    (dirtyMinY, dirtyMaxY) = (Int.max, 0)
    endBatch()
  }
}
