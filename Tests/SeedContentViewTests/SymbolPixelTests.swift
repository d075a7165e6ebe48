import Foundation
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// Every symbol of the documented set drawn by the offscreen renderer: the pixels a person sees.
@MainActor
@Suite("Image(systemName:), in pixels")
struct SymbolPixelTests {
  /// The documented set, in the order of the spec (tempo-ui.md §2), five to a row.
  static let names = [
    "star", "star.fill", "star.leadinghalf.filled", "heart", "heart.fill", "circle",
    "circle.fill", "checkmark", "checkmark.circle.fill", "xmark", "xmark.circle.fill", "plus",
    "minus", "play.fill", "pause.fill", "chevron.left", "chevron.right", "arrow.clockwise",
    "bell.fill", "hand.thumbsup.fill",
  ]
  /// The tile behind each symbol: not the window's black, so that a hole shows it.
  static let tile = Color(hex: 0x203A80)
  /// The symbols' font size, in points.
  static let size = 48.0
  /// Each tile's side and the gap between tiles, in points.
  static let (cell, gap) = (60.0, 12.0)
  /// Device pixels per point.
  static let scale = 2.0

  /// The grid: 4 rows of 5 white symbols, each centred on a 60-pt tile, 12 pt apart.
  struct Grid: View {
    var body: some View {
      VStack(spacing: SymbolPixelTests.gap) {
        ForEach(0..<4) { row in
          HStack(spacing: SymbolPixelTests.gap) {
            ForEach(0..<5) { column in
              Image(systemName: SymbolPixelTests.names[row * 5 + column])
                .frame(width: SymbolPixelTests.cell, height: SymbolPixelTests.cell)
                .background(SymbolPixelTests.tile)
            }
          }
        }
      }
      .foregroundColor(.white)
      .font(.system(size: SymbolPixelTests.size))
    }
  }

  /// The grid rendered in a 480 × 320 window (written to `TEMPO_SAVE_PNG` when it is set).
  func render() throws -> RGBAImage {
    let timeline = FrameTimeline()
    let renderer = try OffscreenRenderer(size: CGSize(width: 480, height: 320), scale: Self.scale)
    let host = ViewHost(Grid(), scene: timeline.scene)
    let image = try renderer.render(host.frame())
    if let path = ProcessInfo.processInfo.environment["TEMPO_SAVE_PNG"] {
      try image.writePNG(to: path)
    }
    return image
  }

  /// The pixel at design coordinates (`x`, `y`) of symbol `name` (its 28-unit square grid,
  /// scaled to the 48-pt frame centred on its tile). The 5 × 60 + 4 × 12 = 348 × 276-pt grid
  /// starts at ((480 − 348) / 2, (320 − 276) / 2) = (66, 22).
  func pixel(
    _ image: RGBAImage, _ name: String, _ x: Double, _ y: Double
  ) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    let index = Self.names.firstIndex(of: name)!
    let (row, column) = (Double(index / 5), Double(index % 5))
    let left = 66 + column * (Self.cell + Self.gap) + (Self.cell - Self.size) / 2
    let top = 22 + row * (Self.cell + Self.gap) + (Self.cell - Self.size) / 2
    let unit = Self.size / 28
    return image.pixel(
      x: Int(((left + x * unit) * Self.scale).rounded(.down)),
      y: Int(((top + y * unit) * Self.scale).rounded(.down)))
  }

  func isWhite(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?) -> Bool {
    p?.red == 0xFF && p?.green == 0xFF && p?.blue == 0xFF
  }

  func isTile(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?) -> Bool {
    p?.red == 0x20 && p?.green == 0x3A && p?.blue == 0x80
  }

  @Test("filled symbols are white at their centres; outlines and holes show the tile there")
  func centres() throws {
    let image = try render()
    for name in ["circle.fill", "star.fill", "heart.fill", "play.fill"] {
      #expect(isWhite(pixel(image, name, 14, 14)), "\(name)")
    }
    for name in ["circle", "star", "heart", "xmark.circle.fill"] {
      #expect(isTile(pixel(image, name, 14, 14)), "\(name)")
    }
    // The check's bend (12.4, 18.4) is cut out of checkmark.circle.fill; the disc above the
    // check (8 units above the centre) is white.
    #expect(isTile(pixel(image, "checkmark.circle.fill", 12.4, 18.2)))
    #expect(isWhite(pixel(image, "checkmark.circle.fill", 14, 6)))
    // star.leadinghalf.filled: white 4 units left of the centre, the tile 4 units right.
    #expect(isWhite(pixel(image, "star.leadinghalf.filled", 10, 15)))
    #expect(isTile(pixel(image, "star.leadinghalf.filled", 18, 15)))
  }

  @Test("stroked symbols are white on their centre lines: the circle's top, the minus' middle")
  func outlines() throws {
    let image = try render()
    // circle's centre line is 11.67 units from the centre: its top at y = 2.33.
    #expect(isWhite(pixel(image, "circle", 14, 2.4)))
    #expect(isWhite(pixel(image, "minus", 14, 14)))
    #expect(isWhite(pixel(image, "plus", 14, 8)))
    #expect(isTile(pixel(image, "plus", 8, 8)))
  }
}
