import Foundation
import TempoRender
import TempoSDL
import Testing

@Suite("RGBAImage PNG files", .serialized)
@MainActor
struct RGBAImagePNGTests {
  private func temporaryPath(_ name: String) -> String {
    (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tempo-png-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
  }

  @Test("a written PNG reads back byte for byte, alpha included")
  func roundTrip() throws {
    // 3 × 2 pixels: every channel distinct, alphas from transparent to opaque.
    let bytes: [UInt8] = [
      255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0,
      0x8E, 0x8E, 0x93, 255, 0xFF, 0xD6, 0x0A, 1, 12, 34, 56, 200,
    ]
    let image = try #require(RGBAImage(width: 3, height: 2, bytes: bytes))
    let path = temporaryPath("roundtrip.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try image.writePNG(to: path)
    #expect(try RGBAImage(pngFile: path) == image)
  }

  @Test("an opaque greyscale PNG reads as RGBA with alpha 255")
  func greyscaleReadsAsOpaqueRGBA() throws {
    // The smallest greyscale PNG: 1 × 1, 8-bit grey 0x40 (IHDR colour type 0), zlib-stored.
    let path = temporaryPath("grey.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Self.greyPixelPNG))
    let image = try RGBAImage(pngFile: path)
    #expect(image.width == 1 && image.height == 1)
    #expect(image.bytes == [0x40, 0x40, 0x40, 255])
  }

  @Test("a missing file or a non-image throws an error naming the path")
  func badFilesThrow() throws {
    let missing = temporaryPath("missing.png")
    #expect {
      try RGBAImage(pngFile: missing)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .imageFileFailed && "\(error)".contains(missing)
    }
    let text = temporaryPath("text.png")
    defer { try? FileManager.default.removeItem(atPath: text) }
    #expect(FileManager.default.createFile(atPath: text, contents: Data("not a png".utf8)))
    #expect {
      try RGBAImage(pngFile: text)
    } throws: { error in
      (error as? TempoSDLError)?.kind == .imageFileFailed
    }
  }

  /// A 1 × 1 8-bit greyscale PNG of value 0x40, assembled from the PNG specification.
  static let greyPixelPNG: Data = {
    func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + payload
      return bigEndian(UInt32(payload.count)) + body + bigEndian(crc32(body))
    }
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
    // One scanline: filter byte 0, then the pixel; stored in one uncompressed deflate block.
    let raw: [UInt8] = [0, 0x40]
    let adler: UInt32 = {
      var (a, b): (UInt32, UInt32) = (1, 0)
      for byte in raw {
        (a, b) = ((a + UInt32(byte)) % 65521, (b + (a + UInt32(byte)) % 65521) % 65521)
      }
      return b << 16 | a
    }()
    let zlib: [UInt8] = [0x78, 0x01, 1, 2, 0, 0xFD, 0xFF] + raw + bigEndian(adler)
    let header = bigEndian(1) + bigEndian(1) + [8, 0, 0, 0, 0]
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Data(signature + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
  }()
}
