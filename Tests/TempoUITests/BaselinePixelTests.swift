import Foundation
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// Text baselines as drawn: texts and symbols lined up by `HStack(alignment:
/// .firstTextBaseline)`, rendered offscreen, measured by their ink (the flat bottom of an "x"
/// sits on its baseline; "H" spans the capital height above it).
@MainActor
@Suite("Text baselines, in pixels", .serialized)
struct BaselinePixelTests {
  /// One pixel's channels.
  typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

  /// Renders `view` in a `width` × `height` window at 1×.
  func render<V: View>(_ view: V, width: Double = 240, height: Double = 100) throws -> RGBAImage {
    try renderOffscreen(view, width: width, height: height)
  }

  /// The first and last rows (top down) holding ink that `matches`, or `nil` when none does.
  func inkRows(
    _ image: RGBAImage, width: Int, height: Int, _ matches: (Pixel) -> Bool
  ) -> (top: Int, bottom: Int)? {
    var rows: [Int] = []
    for y in 0..<height {
      for x in 0..<width {
        if let p = image.pixel(x: x, y: y), matches(p) {
          rows.append(y)
          break
        }
      }
    }
    guard let top = rows.first, let bottom = rows.last else { return nil }
    return (top, bottom)
  }

  static func isRed(_ p: Pixel) -> Bool { p.red >= 128 && p.green < 80 && p.blue < 80 }
  static func isBlue(_ p: Pixel) -> Bool { p.blue >= 128 && p.red < 80 && p.green < 80 }
  static func isGreen(_ p: Pixel) -> Bool { p.green >= 128 && p.red < 80 && p.blue < 80 }

  @Test("a 34-point and a 12-point \"xx\" end their ink on the same row (± 1 px), not 6 px apart")
  func textsShareBaseline() throws {
    let image = try render(
      HStack(alignment: .firstTextBaseline, spacing: 20) {
        Text("xx").font(.largeTitle).foregroundColor(Color(red: 1, green: 0, blue: 0))
        Text("xx").font(.caption).foregroundColor(Color(red: 0, green: 0, blue: 1))
      })
    let big = inkRows(image, width: 240, height: 100, Self.isRed)
    let small = inkRows(image, width: 240, height: 100, Self.isBlue)
    #expect(big != nil && small != nil)
    if let big, let small { #expect(abs(big.bottom - small.bottom) <= 1) }
  }

  @Test(
    "a star and a gear beside 17-point \"HH\" have their ink's middles at the capitals' (± 1.5 px)")
  func symbolsOnCapitals() throws {
    let image = try render(
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star.fill").foregroundColor(Color(red: 1, green: 0, blue: 0))
        Text("HH").foregroundColor(Color(red: 0, green: 0, blue: 1))
        Image(systemName: "gear").foregroundColor(Color(red: 0, green: 1, blue: 0))
      })
    let capitals = inkRows(image, width: 240, height: 100, Self.isBlue)
    #expect(capitals != nil)
    for isInk in [Self.isRed, Self.isGreen] {
      let symbol = inkRows(image, width: 240, height: 100, isInk)
      #expect(symbol != nil)
      if let symbol, let capitals {
        let middle = Double(symbol.top + symbol.bottom + 1) / 2
        let capitalMiddle = Double(capitals.top + capitals.bottom + 1) / 2
        #expect(abs(middle - capitalMiddle) <= 1.5)
      }
    }
  }
}
