import Foundation
import Tempo

/// A colour filter: a 4 × 5 matrix over gamma-encoded sRGB red, green, blue and opacity (each
/// output a weighted sum of the four inputs plus an offset, then clamped to 0…1), as the W3C
/// Filter Effects' `feColorMatrix` is.
public struct ColorMatrix: Hashable, Sendable {
  /// The rows for red, green, blue and opacity, five values each: the weights of red, green,
  /// blue and opacity, then the offset.
  public var values: [Double]

  /// A matrix from its 20 values, row by row.
  public init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 4 rows of 5 values")
    self.values = values
  }

  /// The matrix that changes nothing.
  public static let identity = ColorMatrix([
    1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
    0, 0, 1, 0, 0,
    0, 0, 0, 1, 0,
  ])

  /// A matrix mixing red, green and blue by `rgb` (3 rows of 3 weights), opacity and offsets
  /// unchanged except `offset` added to each of red, green and blue.
  private static func colors(_ rgb: [Double], offset: Double = 0) -> ColorMatrix {
    ColorMatrix([
      rgb[0], rgb[1], rgb[2], 0, offset,
      rgb[3], rgb[4], rgb[5], 0, offset,
      rgb[6], rgb[7], rgb[8], 0, offset,
      0, 0, 0, 1, 0,
    ])
  }

  /// Rotates hues by `angle` about the grey axis (`feColorMatrix type="hueRotate"`).
  public static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let (c, s) = (cos(angle.radians), sin(angle.radians))
    return colors([
      0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s,
      0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s,
      0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s,
    ])
  }

  /// Scales saturation by `amount`: 0 grey, 1 unchanged, more oversaturates
  /// (`feColorMatrix type="saturate"`).
  public static func saturation(_ amount: Double) -> ColorMatrix {
    let s = amount
    return colors([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ])
  }

  /// Turns colours toward their grey by `amount`: 0 unchanged, 1 fully grey (Filter Effects'
  /// `grayscale()`, Rec. 709 luma weights).
  public static func grayscale(_ amount: Double) -> ColorMatrix {
    let k = 1 - min(max(amount, 0), 1)
    return colors([
      0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k,
      0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k,
      0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k,
    ])
  }

  /// Adds `amount` to red, green and blue: 0 unchanged, 1 white, below 0 darker (SwiftUI's
  /// `brightness`).
  public static func brightness(_ amount: Double) -> ColorMatrix {
    colors([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount)
  }

  /// Scales red, green and blue away from mid-grey by `amount`: 1 unchanged, 0 all 0.5 grey,
  /// below 0 inverted about it (SwiftUI's `contrast`).
  public static func contrast(_ amount: Double) -> ColorMatrix {
    let c = amount
    return colors([c, 0, 0, 0, c, 0, 0, 0, c], offset: 0.5 - 0.5 * c)
  }

  /// Multiplies each component by `color`'s, opacity included (SwiftUI's `colorMultiply`).
  public static func multiply(_ color: Color) -> ColorMatrix {
    ColorMatrix([
      color.red, 0, 0, 0, 0,
      0, color.green, 0, 0, 0,
      0, 0, color.blue, 0, 0,
      0, 0, 0, color.opacity, 0,
    ])
  }

  /// Inverts red, green and blue, each x becoming 1 − x (SwiftUI's `colorInvert`).
  public static let invert = colors([-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1)

  /// `color` through the matrix, each component clamped to 0…1.
  public func applied(to color: Color) -> Color {
    let input = [color.red, color.green, color.blue, color.opacity]
    var output = [0.0, 0, 0, 0]
    for row in 0..<4 {
      var sum = values[row * 5 + 4]
      for column in 0..<4 { sum += values[row * 5 + column] * input[column] }
      output[row] = min(max(sum, 0), 1)
    }
    return Color(red: output[0], green: output[1], blue: output[2], opacity: output[3])
  }
}
