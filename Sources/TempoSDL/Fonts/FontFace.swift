/// One font file, opened at whatever pixel sizes are asked for (kept until `trim()`).
@MainActor
public final class FontFace {
  /// The font file's path.
  public let path: String
  private var fonts: [Int: Font] = [:]

  /// The most sizes kept open at once; beyond it the cache starts over.
  static let maximumOpenSizes = 48

  /// Uses the font file at `path`; opens it once to check that it loads.
  public init(path: String) throws {
    self.path = path
    fonts[17] = try Font(path: path, pixelSize: 17)
  }

  /// The system's sans-serif font found through fontconfig, or the file at `overridePath`.
  public static func sansSerif(overridePath: String? = nil) throws -> FontFace {
    try FontFace(path: overridePath ?? FontLocator.fontFile(matching: "sans-serif"))
  }

  /// The font at `pixelSize` device pixels (at least 1), opened on first use.
  public func font(pixelSize: Int) throws -> Font {
    let size = max(pixelSize, 1)
    if let font = fonts[size] { return font }
    if fonts.count >= Self.maximumOpenSizes { fonts.removeAll() }
    let font = try Font(path: path, pixelSize: size)
    fonts[size] = font
    return font
  }
}
