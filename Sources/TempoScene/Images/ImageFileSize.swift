import Foundation

/// The size of an image file read from its header, without decoding it (package): what a
/// layout needs before a backend draws the file.
///
/// PNG: the IHDR chunk's width and height. JPEG: the first start-of-frame segment's. SVG: the
/// root element's `width` and `height` (in px, pt, or unitless), else its `viewBox`'s size.
/// Sizes are in pixels, which TempoUI lays out as points (an image's natural size at scale 1).
package enum ImageFileSize {
  /// The size of the image file at `path`, or `nil` when it is unreadable or not a PNG, JPEG
  /// or SVG.
  package static func size(ofFileAt path: String) -> CGSize? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    return png(bytes) ?? jpeg(bytes) ?? svg(String(decoding: bytes, as: UTF8.self))
  }

  /// The big-endian integer in `bytes[at..<at + count]`.
  private static func integer(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
    bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// A PNG's size: the signature, then IHDR's width and height at bytes 16 and 20.
  static func png(_ bytes: [UInt8]) -> CGSize? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
    return CGSize(width: integer(bytes, at: 16, count: 4), height: integer(bytes, at: 20, count: 4))
  }

  /// A JPEG's size: walks the segments to the first SOFn (not DHT, JPG or DAC), whose height
  /// and width follow its length and precision.
  static func jpeg(_ bytes: [UInt8]) -> CGSize? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = integer(bytes, at: index + 2, count: 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(
          width: integer(bytes, at: index + 7, count: 2),
          height: integer(bytes, at: index + 5, count: 2))
      }
      index += 2 + length
    }
    return nil
  }

  /// An SVG's size: the root element's width and height, else its viewBox's.
  static func svg(_ text: String) -> CGSize? {
    guard let start = text.range(of: "<svg"),
      let end = text[start.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = text[start.upperBound..<end]
    func attribute(_ name: String) -> String? {
      for quote in ["\"", "'"] {
        guard let open = tag.range(of: " \(name)=\(quote)"),
          let close = tag[open.upperBound...].firstIndex(of: Character(quote))
        else { continue }
        return String(tag[open.upperBound..<close])
      }
      return nil
    }
    func length(_ name: String) -> Double? {
      guard var value = attribute(name) else { return nil }
      for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
      return Double(value.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil }
    }
    if let width = length("width"), let height = length("height") {
      return CGSize(width: width, height: height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," })
      .compactMap { Double($0) }
    guard let box, box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
    return CGSize(width: box[2], height: box[3])
  }
}
