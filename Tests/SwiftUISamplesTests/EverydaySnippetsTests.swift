import Foundation
import SwiftUI
import TempoScene
import TempoTestSupport
import Testing

/// The everyday snippets in `Samples/` (spinners, an expanding card, a wave, geometry
/// expressions), compiled unchanged with `import SwiftUI` and hosted on the virtual clock.
@MainActor
@Suite("SwiftUI samples: everyday snippets")
struct EverydaySnippetsTests {
  let samples = SwiftUISamplesTests()

  /// The drawing commands of `host` at `frame` (60 fps).
  func commands(_ host: ViewHost, _ timeline: FrameTimeline, at frame: Int) -> [DrawCommand] {
    timeline.draw(host, through: frame).commands
  }

  @Test("the spinner's arc is one gradient stroke, turned a quarter (90°) after 0.25 s")
  func spinnerTurns() throws {
    let (timeline, host) = samples.host(SpinnerArc())
    let strokes = commands(host, timeline, at: 15).compactMap { command -> AffineTransform2D? in
      guard case .gradient(_, _, let style, let transform, _) = command, style != nil else {
        return nil
      }
      return transform
    }
    let transform = try #require(strokes.first)
    // A rotation by θ maps the x axis to (cos θ, sin θ): a quarter turn maps it to (0, 1).
    let origin = transform.apply(to: CGPoint(x: 0, y: 0))
    let unit = transform.apply(to: CGPoint(x: 1, y: 0))
    #expect(abs(Double(unit.x - origin.x)) < 0.02)
    #expect(abs(Double(unit.y - origin.y) - 1) < 0.02)
  }

  @Test("the bouncing dots are three accent-blue circles")
  func threeDots() {
    let (timeline, host) = samples.host(BouncingDots())
    let dots = commands(host, timeline, at: 20).filter {
      if case .fill(_, let color, _, _) = $0 { color == Color.blue } else { false }
    }
    #expect(dots.count == 3)
  }

  @Test(
    "the card is 90 points tall, 160 once tapped and its spring has settled; its shadow is below it"
  )
  func cardExpands() throws {
    let (timeline, host) = samples.host(ExpandingCard())
    /// The heights of the gradient fills: the shadow's copies (radius 10), then the card.
    func gradientHeights(_ commands: [DrawCommand]) -> [Double] {
      commands.compactMap { command in
        guard case .gradient(let path, _, nil, let transform, _) = command else { return nil }
        return Double(samples.bounds(path, transform).height)
      }
    }
    func cardHeight(_ commands: [DrawCommand]) -> Double? { gradientHeights(commands).last }
    let heights = gradientHeights(commands(host, timeline, at: 30))
    #expect(heights.count > 1, "the drop shadow's copies come first")
    #expect((heights.first ?? 0) > 90, "the largest shadow copy is spread beyond the card")
    #expect(cardHeight(commands(host, timeline, at: 30)) == 90)
    timeline.move(toFrame: 60)
    host.click(at: CGPoint(x: 240, y: 190))
    #expect(cardHeight(commands(host, timeline, at: 240)).map { abs($0 - 160) < 0.01 } == true)
  }

  @Test("the wave draws its two layers")
  func waveLayers() {
    let (timeline, host) = samples.host(WaveView())
    let list = commands(host, timeline, at: 30)
    let fills = list.filter { if case .fill = $0 { true } else { false } }
    let gradients = list.filter { if case .gradient = $0 { true } else { false } }
    #expect(fills.count == 1)
    #expect(gradients.count == 1)
  }

  @Test("the clock face draws twelve dots on a circle of radius 50 around the centre")
  func clockFace() {
    let (_, host) = samples.host(ClockFace())
    let centers = host.frame().commands.compactMap { command -> CGPoint? in
      guard case .fill(let path, _, let transform, _) = command else { return nil }
      let box = samples.bounds(path, transform)
      return CGPoint(x: box.midX, y: box.midY)
    }
    #expect(centers.count == 12)
    for (i, center) in centers.enumerated() {
      let angle = Double(i) * .pi / 6 - .pi / 2
      #expect(abs(Double(center.x) - (240 + 50 * cos(angle))) < 1e-6, "dot \(i)")
      #expect(abs(Double(center.y) - (160 + 50 * sin(angle))) < 1e-6, "dot \(i)")
    }
  }
}
