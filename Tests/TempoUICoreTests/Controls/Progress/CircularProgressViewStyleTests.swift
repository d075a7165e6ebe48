import Foundation
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// The spinner: eight gray spokes on a 20-point circle, the brightest moving on a spoke every
/// 1/8 s, the others fading behind it to 0.25.
@MainActor
@Suite("CircularProgressViewStyle")
struct CircularProgressViewStyleTests {
  /// The centre of the spoke drawn at full opacity at `frame`.
  func brightest(_ view: HostedView, at frame: Int) -> CGPoint? {
    let spokes = view.frame(frame).fills(.gray)
    guard spokes.count == 8, let lead = spokes.first(where: { $0.opacity == 1 }) else { return nil }
    return CGPoint(x: lead.rect.midX, y: lead.rect.midY)
  }

  @Test(
    "at 0 s the top spoke is brightest (7.25 above the centre); at 0.13 s the next one clockwise, 45° on"
  )
  func spinsClockwise() throws {
    let view = HostedView(ProgressView())
    let first = try #require(brightest(view, at: 0))
    #expect(abs(Double(first.x) - 240) < 1e-9 && abs(Double(first.y) - (160 - 7.25)) < 1e-9)
    let next = try #require(brightest(view, at: 8))
    let r = 7.25 / 2.squareRoot()
    #expect(
      abs(Double(next.x) - (240 + r)) < 1e-9 && abs(Double(next.y) - (160 - r)) < 1e-9, "\(next)")
  }

  @Test(
    "the spokes' opacities are 1, then falling by 0.75/7 per spoke behind the brightest, to 0.25")
  func opacities() {
    let values = HostedView(ProgressView()).frame().fills(.gray).map(\.opacity).sorted(by: >)
    let expected = (0..<8).map { 1 - 0.75 * Double($0) / 7 }
    #expect(values.count == 8)
    for (value, want) in zip(values, expected) { #expect(abs(value - want) < 1e-9) }
  }

  @Test(
    "ProgressView(\"Loading\"): the title 8 points below the 20-point spinner, in the secondary colour"
  )
  func labelBelow() throws {
    let view = HostedView(ProgressView("Loading"))
    let list = view.frame()
    let title = try #require(view.host.frames(of: Text.self).first)
    // The stack: 20 + 8 + the title, centred: the spinner's bottom is 8 above the title.
    let spokes = list.fills(.gray).map(\.rect)
    let bottom = spokes.map(\.maxY).max() ?? 0
    #expect(
      abs(Double(title.minY - bottom) - 8) < 0.5, "spokes end \(bottom), title at \(title.minY)")
    #expect(list.texts("Loading").first?.color.isClose(to: .secondary) == true)
  }

  @Test(".progressViewStyle(.circular) draws a known value as a spinner")
  func circularWithValue() {
    #expect(
      HostedView(ProgressView(value: 0.5).progressViewStyle(.circular)).frame().fills(.gray).count
        == 8)
  }
}
