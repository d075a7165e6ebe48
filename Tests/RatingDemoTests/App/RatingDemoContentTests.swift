import Foundation
import TempoRender
import TempoRunner
import TempoSDL
import Testing

@testable import rating_demo

/// The demo's content as the runner drives it: its script targets and its quit keys.
@MainActor
@Suite("rating-demo's content for the runner")
struct RatingDemoContentTests {
  @Test("Esc and Q quit (keyDown returns false); the other keys keep the demo running")
  func quitKeys() {
    for key in [Key.escape, .letter("q")] {
      #expect(!HostedDemo().press(key), "\(key)")
    }
    let demo = HostedDemo()
    for key in [Key.digit(1), .left, .right, .return, .space, .letter("s"), .letter("x")] {
      #expect(demo.press(key), "\(key)")
    }
  }

  @Test("'click star N' is star N's centre: (134 + 53 (N − 1), 160) in 480 × 320")
  func starLocations() {
    let demo = HostedDemo()
    demo.frame()
    for n in 1...5 {
      let point = demo.content.location(of: .symbol("star", index: n))
      #expect(point == CGPoint(x: 134 + 53 * Double(n - 1), y: 160))
    }
    #expect(demo.content.location(of: .symbol("star", index: 6)) == nil)
  }
}
