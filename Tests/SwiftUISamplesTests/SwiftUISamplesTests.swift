import Foundation
import TempoScene
import TempoTestSupport
import TempoUI
import Testing

/// The samples in `Samples/`, written as SwiftUI developers write them, hosted headless on a
/// 60 fps virtual clock in a 480 × 320 scene.
@MainActor
@Suite("SwiftUI samples")
struct SwiftUISamplesTests {
  /// A timeline and a host for `view`, drawn once at frame 0.
  func host<V: View>(_ view: V) -> (FrameTimeline, ViewHost) {
    let timeline = FrameTimeline()
    let host = ViewHost(view, scene: timeline.scene)
    _ = host.frame()
    return (timeline, host)
  }

  /// Moves to frame 60 (1 s), clicks `point` and draws that frame, then moves to `frame`: the
  /// change the click makes begins at 1 s.
  func click(_ point: CGPoint, on host: ViewHost, _ timeline: FrameTimeline, thenMoveTo frame: Int)
  {
    timeline.move(toFrame: 60)
    host.click(at: point)
    _ = host.frame()
    timeline.move(toFrame: frame)
  }

  /// The fills of `color` in `list`: window rectangle and opacity.
  func fills(_ color: TempoUI.Color, in list: DisplayList) -> [(rect: CGRect, opacity: Double)] {
    list.commands.compactMap { command in
      guard case .fill(let path, let fill, let transform, let opacity) = command, fill == color
      else { return nil }
      return (bounds(path, transform), opacity)
    }
  }

  /// The box around a path's end points and control points, in window points.
  func bounds(_ path: TempoUI.Path, _ transform: AffineTransform2D) -> CGRect {
    var points: [CGPoint] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): points.append(transform.apply(to: p))
      case .quadCurve(let p, let c): points += [p, c].map { transform.apply(to: $0) }
      case .curve(let p, let c1, let c2): points += [p, c1, c2].map { transform.apply(to: $0) }
      case .closeSubpath: break
      }
    }
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    return CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
  }

  @Test(
    "message log: Send adds message 13 and scrolls the 200-point view down to it, the newest at the view's bottom"
  )
  func messageLog() throws {
    let (timeline, host) = host(MessageLog())
    #expect(host.center(ofText: "Message 1") != nil)
    let send = try #require(host.center(ofText: "Send"))
    click(send, on: host, timeline, thenMoveTo: 120)
    let rows = fills(Color.blue.opacity(0.3), in: host.frame())
    #expect(rows.count == 13)
    // The reader stacks the 200-point scroll view, 8 points and the button's line (a measured
    // 17 pt line, h): 208 + h centred in 320, so the view ends at (320 − (208 + h)) / 2 + 200.
    // Thirteen 32-point rows 8 apart are 512 tall; row 13 (480…512) sits at the view's bottom.
    let h = Double(measuredText("Send").height)
    let bottom = (320 - (208 + h)) / 2 + 200
    let newest = try #require(rows.last).rect
    #expect(abs(Double(newest.maxY) - bottom) < 1e-6, "\(newest)")
    #expect(abs(Double(newest.minY) - (bottom - 32)) < 1e-6)
  }

  @Test(
    "orbiting dots: at each frame dot k is on the 60-point circle about the window's centre at k × 60° + 90° per second"
  )
  func orbitingDots() throws {
    let (timeline, host) = host(OrbitingDots())
    for frame in [0, 20, 60] {
      timeline.move(toFrame: frame)
      let dots = fills(.cyan, in: host.frame())
      #expect(dots.count == 6)
      let t = Double(frame) / 60
      for (index, dot) in dots.enumerated() {
        let angle = (Double(index) * 60 + t * 90) * .pi / 180
        #expect(abs(Double(dot.rect.midX) - (240 + 60 * cos(angle))) < 1e-6, "frame \(frame)")
        #expect(abs(Double(dot.rect.midY) - (160 + 60 * sin(angle))) < 1e-6, "frame \(frame)")
      }
    }
  }

  @Test(
    "pulsing dot: each frame's scale is 1 + 0.25 sin(2π t) of the timeline's date, t the clock's seconds"
  )
  func pulsingDot() throws {
    let (timeline, host) = host(PulsingDot())
    for frame in [0, 15, 30, 45, 50] {
      timeline.move(toFrame: frame)
      let dot = try #require(fills(.pink, in: host.frame()).first).rect
      let t = Double(frame) / 60
      #expect(abs(Double(dot.width) - 40 * (1 + 0.25 * sin(t * 2 * .pi))) < 1e-6, "frame \(frame)")
    }
  }

  @Test(
    "matched circle: a tap moves the circle from below the title to above it along easeInOut 0.5 s, the old and new circles cross-fading at one place"
  )
  func matchedCircle() throws {
    let (timeline, host) = host(MatchedCircle())
    let title = try #require(host.center(ofText: "Now playing"))
    let below = try #require(fills(.red, in: host.frame()).first).rect
    #expect(below.minY > title.y)
    click(title, on: host, timeline, thenMoveTo: 100)
    let above = try #require(fills(.red, in: host.frame()).first).rect
    // It hops over the title's line (a measured 17 pt line) and the 20-point spacing.
    let line = Double(measuredText("Now playing").height)
    #expect(abs(Double(below.minY - above.minY) - (line + 20)) < 1e-6)
    // Sampled where easeInOut, the Bézier (0.42, 0, 0.58, 1), differs from linear: at x = 0.2,
    // 0.5 and 0.8 of the 0.5 s (frames 66, 75, 84 after the click at frame 60).
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in [66, 75, 84] {
      let (freshTimeline, fresh) = self.host(MatchedCircle())
      click(title, on: fresh, freshTimeline, thenMoveTo: frame)
      let e = easeInOut.value(at: Double(frame - 60) / 30)
      let middle = fills(.red, in: fresh.frame())
      #expect(middle.count == 2, "frame \(frame)")
      let expectedY = Double(below.minY) + (Double(above.minY) - Double(below.minY)) * e
      for fill in middle {
        #expect(abs(Double(fill.rect.minY) - expectedY) < 1e-6, "frame \(frame): \(fill.rect)")
      }
      // The circle leaving fades out as the one arriving fades in: opacities 1 − e and e.
      #expect(
        middle.map(\.opacity).sorted().elementsEqual([min(e, 1 - e), max(e, 1 - e)]) {
          abs($0 - $1) < 1e-6
        }, "frame \(frame): \(middle.map(\.opacity))")
    }
  }

  @Test(
    "gradient styles: a black-to-blue window background, an angular ring that fills from a quarter to a full turn on a tap, an orange capsule behind its text"
  )
  func gradientStyles() throws {
    let (timeline, host) = host(GradientStyles())
    let first = host.frame()
    let gradients = first.commands.compactMap { command -> (GradientPaint, StrokeStyle?, CGRect)? in
      guard case .gradient(let path, let paint, let style, let transform, _) = command else {
        return nil
      }
      return (paint, style, bounds(path, transform))
    }
    let background = try #require(gradients.first)
    #expect(background.2 == CGRect(x: 0, y: 0, width: 480, height: 320))
    #expect(background.0.stops.map(\.color) == [.black, .blue])
    let ring = try #require(gradients.first { $0.1 != nil })
    #expect(ring.1?.lineWidth == 10 && ring.1?.lineCap == .round)
    // A quarter of a 60-point circle from its rightmost point: a 30 × 30 box.
    #expect(abs(Double(ring.2.width) - 30) < 1e-6 && abs(Double(ring.2.height) - 30) < 1e-6)
    let text = try #require(host.center(ofText: "Score"))
    #expect(fills(.orange, in: first).contains { $0.rect.contains(text) })

    click(CGPoint(x: 10, y: 10), on: host, timeline, thenMoveTo: 121)
    let last = host.frame()
    let strokes = last.commands.compactMap { command -> CGRect? in
      guard case .gradient(let path, _, _?, let transform, _) = command else { return nil }
      return bounds(path, transform)
    }
    let full = try #require(strokes.first)
    #expect(abs(Double(full.width) - 60) < 1e-6 && abs(Double(full.height) - 60) < 1e-6)
  }

  @Test(
    "draggable card: held, it is orange at 1.1× under the pointer's translation; let go, it springs back blue"
  )
  func draggableCard() {
    let (timeline, host) = host(DraggableCard())
    // 200 × 120 centred in 480 × 320: (140, 100) to (340, 220).
    #expect(
      fills(.blue, in: host.frame()).map(\.rect) == [
        CGRect(x: 140, y: 100, width: 200, height: 120)
      ])
    host.press(at: CGPoint(x: 240, y: 160))
    host.movePointer(to: CGPoint(x: 300, y: 200))
    timeline.move(toFrame: 1)
    _ = host.frame()
    // 0.2 s of easeInOut later: 220 × 132 (1.1×) centred at (300, 200), moved by (60, 40).
    let held = fills(.orange, in: timeline.draw(host, through: 20)).map(\.rect)
    #expect(
      held.count == 1
        && held[0].isClose(to: CGRect(x: 190, y: 134, width: 220, height: 132), within: 1e-9))
    host.release(at: CGPoint(x: 300, y: 200))
    _ = host.frame()
    let back = fills(.blue, in: timeline.draw(host, through: 140)).map(\.rect)
    #expect(
      back.count == 1
        && back[0].isClose(to: CGRect(x: 140, y: 100, width: 200, height: 120), within: 0.01))
  }

  @Test(
    "card modifier: a blue card at opacity 0.4; a tap fades it toward 1 along easeInOut 0.5 s (0.4 + 0.6 e(x) at x = 0.2, 0.5, 0.8)"
  )
  func cardModifier() {
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in [66, 75, 84] {
      let (timeline, host) = host(CardModifierSample())
      #expect(fills(.blue, in: host.frame()).first?.opacity == 0.4)
      click(CGPoint(x: 240, y: 160), on: host, timeline, thenMoveTo: frame)
      let expected = 0.4 + 0.6 * easeInOut.value(at: Double(frame - 60) / 30)
      let opacity = fills(.blue, in: host.frame()).first?.opacity ?? -1
      #expect(abs(opacity - expected) < 1e-9, "frame \(frame): \(opacity) vs \(expected)")
    }
  }

  @Test(
    "progress ring: along easeInOut 1 s to 0.75, the arc ends 0.75 e(x) turn after 12 o'clock (x = 0.25, 0.5, 0.75)"
  )
  func progressRing() {
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in [75, 90, 105] {
      let (timeline, host) = host(ProgressRing())
      click(CGPoint(x: 240, y: 160), on: host, timeline, thenMoveTo: frame)
      let list = host.frame()
      let arcs = list.commands.compactMap { command -> CGPoint? in
        guard case .stroke(let path, let color, let style, let transform, _) = command,
          color == .blue, style.lineCap == .round, case .curve(let end, _, _)? = path.elements.last
        else { return nil }
        return transform.apply(to: end)
      }
      // 12 o'clock is −90°; the trimmed arc ends 0.75 e(x) of a turn later, on the circle of
      // radius 100 around (240, 160) (the stroke is centred on the path of the 200-point circle),
      // within the four-cubic circle's radial error, 2.7e-4 of the radius (0.03 pt).
      let turn = 0.75 * easeInOut.value(at: Double(frame - 60) / 60)
      let angle = -Double.pi / 2 + 2 * Double.pi * turn
      #expect(arcs.count == 1, "frame \(frame)")
      #expect(
        arcs.first.map {
          abs(Double($0.x) - (240 + 100 * cos(angle))) < 0.03
            && abs(Double($0.y) - (160 + 100 * sin(angle))) < 0.03
        } == true, "frame \(frame): \(arcs)")
    }
  }

  @Test("pie slice: linear 1 s from 90° to 270°; at 0.5 s the 180° slice is the lower half")
  func pieSlice() {
    let (timeline, host) = host(PieSample())
    let quarter = fills(.orange, in: host.frame()).first?.rect
    // 90°: from 3 o'clock to 6 o'clock, the lower-right quarter of the 100 × 100 frame.
    #expect(
      quarter?.isClose(to: CGRect(x: 240, y: 160, width: 50, height: 50), within: 1e-9) == true)
    click(CGPoint(x: 265, y: 185), on: host, timeline, thenMoveTo: 90)
    let half = fills(.orange, in: host.frame()).first?.rect
    #expect(half?.isClose(to: CGRect(x: 190, y: 160, width: 100, height: 50), within: 1e-9) == true)
  }

  @Test(
    "shake effect: the bar's x is 140 + 10 sin(3π s(t)), s the default spring (duration 0.5, bounce 0) from 0 to 1, back to 140 at rest"
  )
  func shakeEffect() {
    let (timeline, host) = host(ShakeSample())
    let rest = fills(.purple, in: host.frame()).first?.rect.minX
    #expect(rest == 140)
    timeline.move(toFrame: 60)
    #expect(host.click(Button<Text>.self))
    _ = host.frame()
    // Animation.default: a spring of duration 0.5, bounce 0 (ζ = 1): k = (2π / 0.5)²,
    // c = 4π / 0.5 (mass 1), the closed form's critically damped case.
    let omega0 = 2 * Double.pi / 0.5
    let spring = ClosedFormSpring(stiffness: omega0 * omega0, damping: 2 * omega0)
    for frame in [63, 66, 70, 75, 80, 90] {
      timeline.move(toFrame: frame)
      let x = Double(fills(.purple, in: host.frame()).first?.rect.minX ?? -1)
      // The engine integrates the spring in 1/300 s steps (velocity Verlet, the spec's §4):
      // the closed form's position within its steps, ± 1 % of the unit change, which moves the
      // bar by at most 10 · 3π · 0.01 ≈ 0.94 pt.
      #expect(
        spring.allows(x, delta: 1, at: Double(frame - 60) / 60, tolerance: 0.94) { s in
          140 + 10 * sin(3 * .pi * s)
        }, "frame \(frame): \(x)")
    }
    _ = timeline.draw(host, through: 240)
    let settled = Double(fills(.purple, in: host.frame()).first?.rect.minX ?? -1)
    #expect(abs(settled - 140) < 1e-9)
  }

  @Test("onChange: tapping Add shows 'Changed: 0 to 1' and 'Bumps: 1' in the same frame")
  func onChange() {
    let (_, host) = host(OnChangeSample())
    #expect(host.click(Button<Text>.self))
    _ = host.frame()
    #expect(host.center(ofText: "Changed: 0 to 1") != nil)
    #expect(host.center(ofText: "Bumps: 1") != nil)
  }

  @available(*, deprecated)
  @Test("the deprecated onChange(of:perform:) gets the new value: a tap shows 'Last: 5'")
  func legacyOnChange() {
    let (_, host) = host(LegacyOnChangeSample())
    host.click(text: "Last: 0")
    _ = host.frame()
    #expect(host.center(ofText: "Last: 5") != nil)
  }

  @Test(
    "modifier transition: half way in, the red square is at opacity 0.5, 50 pt right, scaled 0.75")
  func modifierTransition() {
    let (timeline, host) = host(TransitionSample())
    click(CGPoint(x: 240, y: 160), on: host, timeline, thenMoveTo: 90)
    let red = fills(.red, in: host.frame()).first
    #expect(abs((red?.opacity ?? -1) - 0.5) < 1e-9)
    // 200 × 200 centred at (240, 160), scaled 0.75 → 150 × 150, moved 50 pt right.
    #expect(
      red?.rect.isClose(to: CGRect(x: 215, y: 85, width: 150, height: 150), within: 1e-9) == true)
  }

  @Test(
    "double-tap heart: one click leaves it gray; a second 0.1 s later fills it red, popped larger at 0.2 s and back to its size by 2 s"
  )
  func doubleTapHeart() throws {
    let (timeline, host) = host(DoubleTapHeart())
    let heart = CGPoint(x: 240, y: 160)
    // The filled heart at scale 1, drawn on its own: where the liked heart settles.
    let (_, reference) = self.host(
      Image(systemName: "heart.fill").font(.system(size: 80)).foregroundColor(.red))
    let filled = try #require(fills(.red, in: reference.frame()).first?.rect)
    click(heart, on: host, timeline, thenMoveTo: 66)
    #expect(fills(.red, in: host.frame()).isEmpty)
    host.click(at: heart)
    _ = host.frame()
    // spring(response: 0.3, dampingFraction: 0.5) from scale 1 toward 1.3: k = (2π / 0.3)²,
    // c = 4π · 0.5 / 0.3 (mass 1); sampled 0.05 s and 0.1 s in, before the 0.2 s return.
    let spring = ClosedFormSpring(
      stiffness: pow(2 * .pi / 0.3, 2), damping: 4 * .pi * 0.5 / 0.3)
    for frame in [69, 72] {
      timeline.move(toFrame: frame)
      let popped = try #require(fills(.red, in: host.frame()).first)
      // The engine's 1/300 s Verlet steps: the closed form within its steps, ± 1 % of the
      // 0.3 change.
      let width = Double(filled.width)
      #expect(
        spring.allows(
          Double(popped.rect.width), delta: 0.3, at: Double(frame - 66) / 60,
          tolerance: 0.01 * 0.3 * width
        ) { width * (1 + $0) }, "frame \(frame): \(popped.rect.width)")
    }
    _ = timeline.draw(host, through: 66 + 120)
    let settled = try #require(fills(.red, in: host.frame()).first)
    #expect(settled.rect.isClose(to: filled, within: 1e-9))
  }
}

extension CGRect {
  /// Whether every edge is within `tolerance` points of `other`'s.
  func isClose(to other: CGRect, within tolerance: Double) -> Bool {
    abs(Double(minX - other.minX)) <= tolerance && abs(Double(minY - other.minY)) <= tolerance
      && abs(Double(width - other.width)) <= tolerance
      && abs(Double(height - other.height)) <= tolerance
  }
}
