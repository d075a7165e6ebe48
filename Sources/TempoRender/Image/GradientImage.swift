import Foundation
import TempoScene

/// A gradient drawn into device pixels (package): what a renderer fills or strokes a
/// ``DrawCommand/gradient(_:paint:style:transform:opacity:)`` with, so every backend shows the
/// same colours. Each pixel is the gradient's colour at the pixel's centre, straight alpha.
package struct GradientImage {
  /// What an image shows: the gradient, where it is on the device, and the pixels covered.
  package struct Key: Hashable {
    /// The gradient, placed in local points.
    package var paint: GradientPaint
    /// Local points to device pixels.
    package var transform: AffineTransform2D
    /// The device pixels covered.
    package var box: DisplayListDamage.PixelBox

    /// The key of `paint` seen through `transform` over `box`.
    package init(
      paint: GradientPaint, transform: AffineTransform2D, box: DisplayListDamage.PixelBox
    ) {
      (self.paint, self.transform, self.box) = (paint, transform, box)
    }
  }

  /// The pixels covered, on the device.
  package let box: DisplayListDamage.PixelBox
  /// The pixels, row by row from the box's top-left corner.
  package let image: RGBAImage

  /// `paint` seen through `transform` (local points to device pixels) over `box` (device
  /// pixels); `nil` when the box is empty or the transform cannot be inverted.
  package init?(_ key: Key) {
    guard let toLocal = key.transform.inverted, !key.box.isEmpty else { return nil }
    let box = key.box
    let (width, height) = (box.maxX - box.minX, box.maxY - box.minY)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    for row in 0..<height {
      for column in 0..<width {
        let device = CGPoint(x: Double(box.minX + column) + 0.5, y: Double(box.minY + row) + 0.5)
        let color = key.paint.color(at: toLocal.apply(to: device))
        let index = (row * width + column) * 4
        bytes[index] = byte(color.red)
        bytes[index + 1] = byte(color.green)
        bytes[index + 2] = byte(color.blue)
        bytes[index + 3] = byte(color.opacity)
      }
    }
    guard let image = RGBAImage(width: width, height: height, bytes: bytes) else { return nil }
    (self.box, self.image) = (box, image)
  }

  /// The device pixels a gradient command at `scale` may touch, within `frame` (the
  /// target's pixels): `nil` when it draws nothing there.
  package static func box(
    of command: DrawCommand, scale: Double, within frame: DisplayListDamage.PixelBox
  ) -> DisplayListDamage.PixelBox? {
    let item = DisplayListDamage.Item(command: command, clip: frame)
    return DisplayListDamage.bounds(of: item, scale: scale) { _, _, _, _, _, _, _ in nil }
  }

  /// The device pixels a gradient mask over `bounds` (local points) seen through `device`
  /// (local points to device pixels) paints, within `frame`: `nil` when none.
  package static func box(
    ofMask bounds: CGRect, device: AffineTransform2D, within frame: DisplayListDamage.PixelBox
  ) -> DisplayListDamage.PixelBox? {
    let box = DisplayListDamage.PixelBox(covering: bounds.mapped(by: device), margin: 1)
      .intersection(frame)
    return box.isEmpty ? nil : box
  }

  /// The pixels with premultiplied alpha (each colour channel times the alpha, rounded), as a
  /// destination-alpha blend needs them.
  package var premultipliedImage: RGBAImage {
    var bytes = image.bytes
    for index in stride(from: 0, to: bytes.count, by: 4) {
      let alpha = Int(bytes[index + 3])
      for channel in index..<index + 3 {
        bytes[channel] = UInt8((Int(bytes[channel]) * alpha + 127) / 255)
      }
    }
    return RGBAImage(width: image.width, height: image.height, bytes: bytes) ?? image
  }
}
