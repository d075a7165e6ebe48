import Testing
import TempoScene

@Suite("StrokeStyle")
struct StrokeStyleTests {
  @Test("the defaults are SwiftUI's: width 1, butt caps, miter joins with limit 10, no dashes")
  func defaults() {
    let style = StrokeStyle()
    #expect(style.lineWidth == 1)
    #expect(style.lineCap == .butt)
    #expect(style.lineJoin == .miter)
    #expect(style.miterLimit == 10)
    #expect(style.dash.isEmpty)
    #expect(style.dashPhase == 0)
  }
}
