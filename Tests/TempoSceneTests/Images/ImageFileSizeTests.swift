import Foundation
import Testing

@testable import TempoScene

/// `ImageFileSize`: sizes read from the headers the file formats define.
@Suite("ImageFileSize")
struct ImageFileSizeTests {
  @Test("a PNG's size is IHDR's width and height (big-endian, bytes 16 and 20): 300 × 2")
  func png() {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    #expect(ImageFileSize.png(bytes) == CGSize(width: 300, height: 2))
  }

  @Test("a JPEG's size comes from its first SOF0 segment, after an APP0: 640 × 480")
  func jpeg() {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 6, 0x4A, 0x46, 0x49, 0x46]
    // SOF0: length 17, precision 8, height 0x01E0, width 0x0280, 3 components.
    let sof0: [UInt8] =
      [0xFF, 0xC0, 0, 17, 8, 0x01, 0xE0, 0x02, 0x80, 3] + [UInt8](repeating: 0, count: 9)
    #expect(ImageFileSize.jpeg([0xFF, 0xD8] + app0 + sof0) == CGSize(width: 640, height: 480))
  }

  @Test("an SVG's size is its root's width and height, units px or none; else its viewBox's")
  func svg() {
    #expect(
      ImageFileSize.svg(#"<?xml version="1.0"?><svg xmlns="x" width="24px" height='12'>"#)
        == CGSize(width: 24, height: 12))
    #expect(
      ImageFileSize.svg(#"<svg viewBox="0 0 48 32" xmlns="x"><rect/></svg>"#)
        == CGSize(width: 48, height: 32))
    #expect(ImageFileSize.svg("<html></html>") == nil)
  }

  @Test("a file that is not an image, or missing, has no size")
  func notAnImage() throws {
    let path = NSTemporaryDirectory() + "tempo-image-size-\(getpid()).txt"
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(ImageFileSize.size(ofFileAt: path) == nil)
    #expect(ImageFileSize.size(ofFileAt: path + ".missing") == nil)
  }
}
