/// A frame read back from a renderer: 8-bit R, G, B, A per pixel, rows top to bottom.
public struct RGBAImage: Hashable, Sendable {
  /// The width, in device pixels.
  public let width: Int
  /// The height, in device pixels.
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row from the top.
  public let bytes: [UInt8]

  /// Wraps `bytes`; `nil` unless there are exactly `width × height × 4` of them.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
    (self.width, self.height, self.bytes) = (width, height, bytes)
  }

  /// One pixel as (red, green, blue, alpha) bytes; `nil` outside the image.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let offset = (y * width + x) * 4
    return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
  }
}
