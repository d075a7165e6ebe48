import CSDL2
import Foundation
import TempoRender
import TempoSDL

/// Ink measured on images of light text on a dark background: each pixel's ink is its
/// luminance (mean of R, G, B) from 0 to 1.
struct Ink {
  let width: Int
  let height: Int
  /// Ink per pixel, row by row.
  let values: [Double]

  init(_ image: RGBAImage) {
    width = image.width
    height = image.height
    var values = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let p = image.pixel(x: x, y: y)!
        values[y * width + x] = (Double(p.red) + Double(p.green) + Double(p.blue)) / 765
      }
    }
    self.values = values
  }

  /// The image in the PNG file at `path` (through SDL_image), or `nil` when it does not load.
  static func loadPNG(_ path: String) -> RGBAImage? {
    guard let loaded = IMG_Load(path) else { return nil }
    defer { SDL_FreeSurface(loaded) }
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0)
    else { return nil }
    defer { SDL_FreeSurface(rgba) }
    let (width, height, pitch) = (Int(rgba.pointee.w), Int(rgba.pointee.h), Int(rgba.pointee.pitch))
    guard let pixels = rgba.pointee.pixels else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for row in 0..<height {
      let line = (pixels + row * pitch).assumingMemoryBound(to: UInt8.self)
      bytes += UnsafeBufferPointer(start: line, count: width * 4)
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
  }

  subscript(x: Int, y: Int) -> Double { values[y * width + x] }

  /// All the ink in the rectangle (default: the whole image).
  func total(x: Range<Int>? = nil, y: Range<Int>? = nil) -> Double {
    var sum = 0.0
    for row in y ?? 0..<height {
      for column in x ?? 0..<width { sum += self[column, row] }
    }
    return sum
  }

  /// The ink of each column, left to right.
  var columns: [Double] {
    (0..<width).map { x in (0..<height).reduce(0) { $0 + self[x, $1] } }
  }

  /// The smallest box of whole pixels holding every pixel with over `threshold` ink, or `nil`
  /// when there is none.
  func box(threshold: Double = 0.25) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<height {
      for x in 0..<width where self[x, y] > threshold {
        box = (
          min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x),
          max(box?.maxY ?? y, y)
        )
      }
    }
    return box
  }

  /// The ink-weighted mean column of rows `rows`.
  func centroidX(rows: Range<Int>) -> Double {
    var (sum, weight) = (0.0, 0.0)
    for y in rows {
      for x in 0..<width {
        sum += Double(x) * self[x, y]
        weight += self[x, y]
      }
    }
    return weight > 0 ? sum / weight : .nan
  }

  /// Pearson's correlation of two equally long profiles (1: the same shape).
  static func correlation(_ a: [Double], _ b: [Double]) -> Double {
    let n = Double(min(a.count, b.count))
    let (a, b) = (Array(a.prefix(Int(n))), Array(b.prefix(Int(n))))
    let (meanA, meanB) = (a.reduce(0, +) / n, b.reduce(0, +) / n)
    var (covariance, varianceA, varianceB) = (0.0, 0.0, 0.0)
    for (x, y) in zip(a, b) {
      covariance += (x - meanA) * (y - meanB)
      varianceA += (x - meanA) * (x - meanA)
      varianceB += (y - meanB) * (y - meanB)
    }
    return covariance / (varianceA * varianceB).squareRoot()
  }

  /// The columns of ink from the first to the last column with any over `threshold`.
  func inkColumns(threshold: Double = 0.25) -> [Double] {
    guard let box = box(threshold: threshold) else { return [] }
    return Array(columns[box.minX...box.maxX])
  }
}
