import Foundation
import TempoScene
import TempoUICore
import Testing

/// Text is measured and placed by its anchor; a symbol is outlined in its rectangle.
@MainActor
@Suite("GraphicsContext text and symbols")
struct GraphicsContextTextTests {
  @Test(
    "draw(Text(\"Hi\").font(.title), at: (50, 50)) centres it: 28 × 39 (Noto Sans at 28 pt)")
  func textByItsAnchor() {
    let list = HostedView(
      Canvas { context, _ in
        context.draw(Text("Hi").font(.title), at: CGPoint(x: 50, y: 50))
      }
      .frame(width: 100, height: 100), width: 100, height: 100
    ).frame()
    guard case .text("Hi", 28, _, let origin, _, _, _, _)? = list.commands.first else {
      Issue.record("no text: \(list.dump())")
      return
    }
    // hb-shape with FreeType's hinting at 28 px (see `TextMetrics.font`): "Hi" advances
    // 1344 + 448 = 1792 / 64 = 28 wide; a line ⌈(1069 + 293) × 0.028⌉ = ⌈38.136⌉ = 39 tall.
    let (width, height) = (28.0, 39.0)
    #expect(abs(Double(origin.x) - (50 - width / 2)) < 1e-9)
    #expect(abs(Double(origin.y) - (50 - height / 2)) < 1e-9)
  }

  @Test(
    "draw(Image(systemName: \"heart.fill\"), in:) fills the heart's outline in that rectangle in the foreground colour"
  )
  func symbolInARectangle() {
    let list = HostedView(
      Canvas { context, _ in
        context.draw(
          Image(systemName: "heart.fill"), in: CGRect(x: 10, y: 10, width: 30, height: 30))
      }
      .frame(width: 100, height: 100)
      .foregroundColor(.red), width: 100, height: 100
    ).frame()
    let heart = list.fills(.red)
    #expect(heart.count == 1)
    #expect(heart.first.map { rect(9, 9, 32, 32).contains($0.rect) } == true)
  }

  @Test(
    "draw(Image(systemName: \"gear\"), in:) draws Material's settings glyph over that rectangle in the foreground colour"
  )
  func iconGlyphInARectangle() {
    let list = HostedView(
      Canvas { context, _ in
        context.draw(Image(systemName: "gear"), in: CGRect(x: 10, y: 10, width: 30, height: 30))
      }
      .frame(width: 100, height: 100)
      .foregroundColor(.red), width: 100, height: 100
    ).frame()
    guard case .image(.iconGlyph(0xE8B8), let box, _, .red?, _, _)? = list.commands.first else {
      Issue.record("no gear glyph: \(list.dump())")
      return
    }
    #expect(box == rect(10, 10, 30, 30))
  }
}
