/// Internal cache of rasterised text, keyed by string, pixel size and colour: SDL textures for
/// the ``GLCanvas``, cairo image surfaces for TempoCairo's `CairoRenderer`.
///
/// Opacity is not part of the key: it is applied when the image is drawn. Entries not
/// used for ``maximumIdleFrames`` frames are dropped at the end of a frame.
@MainActor
package final class TextTextureCache<Image: AnyObject> {
  /// What a texture shows.
  package struct Key: Hashable {
    /// The line of text.
    var text: String
    /// The rasterised size, in device pixels.
    var pixelSize: Int
    /// Whether the bold face draws it.
    var bold = false
    /// Whether the colour emoji font draws it (at its strike, in its own colours).
    var emoji = false
    /// The ``Font/serial`` of the font that draws it (0: the face's regular or bold font).
    var font = 0
    /// Whether it is shaped right to left.
    var rightToLeft = false
    /// The script it is shaped in (ISO 15924 tag, "" for none).
    var script = ""
    /// The colour, as sRGB bytes.
    var red: UInt8, green: UInt8, blue: UInt8
  }

  /// A cached image and the last frame that drew it (a class: marking it used changes no
  /// dictionary, so a frame drawn from the cache allocates nothing).
  private final class Entry {
    let texture: Image
    var lastUsed: Int

    init(_ texture: Image, lastUsed: Int) {
      self.texture = texture
      self.lastUsed = lastUsed
    }
  }

  /// Frames an unused texture is kept for.
  static var maximumIdleFrames: Int { 120 }
  private var entries: [Key: Entry] = [:]
  private var frame = 0

  /// An empty cache.
  package init() {}

  /// The number of textures held.
  var count: Int { entries.count }

  /// Marks the start of a frame.
  package func beginFrame() { frame += 1 }

  /// Drops textures idle for too long (a frame that uses every texture it holds allocates
  /// nothing here).
  package func endFrame() {
    let oldest = frame - Self.maximumIdleFrames
    guard entries.values.contains(where: { $0.lastUsed < oldest }) else { return }
    entries = entries.filter { $0.value.lastUsed >= oldest }
  }

  /// The cached image for `key`, marked as used this frame.
  func texture(for key: Key) -> Image? {
    guard let entry = entries[key] else { return nil }
    entry.lastUsed = frame
    return entry.texture
  }

  /// The cached image for `key`, else the one `make` returns, stored for `key`.
  package func image(for key: Key, make: () throws -> Image) rethrows -> Image {
    if let cached = texture(for: key) { return cached }
    let made = try make()
    store(made, for: key)
    return made
  }

  /// Keeps `texture` (an image) for `key`.
  func store(_ texture: Image, for key: Key) {
    entries[key] = Entry(texture, lastUsed: frame)
  }
}
