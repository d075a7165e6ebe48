import Tempo
import TempoScene
import TempoUICore
import Testing

/// What the seed's `ContentView` must do, hosted headless on a virtual clock at 60 fps, as the
/// spec of the rating demo says (rating-demo.md), frame by frame against the curves: shared by
/// the suites of the seed's two listings.
@MainActor
package struct SeedRatingChecks {
  private let makeHost: @MainActor (SceneGraph) -> ViewHost

  /// Checks for the view `makeView` builds.
  package init<V: View>(_ makeView: @escaping @MainActor () -> V) {
    makeHost = { scene in ViewHost(makeView(), scene: scene) }
  }

  /// The popup's fill: (0.9, 0.9, 0.9) at opacity 0.9.
  package static let popupColor = Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9)

  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
  func easeOut(_ x: Double) -> Double { referenceBezier(0, 0, 0.58, 1, at: x) }

  /// The view, hosted on a 480 × 320 scene at frame 0.
  func host() -> (FrameTimeline, ViewHost) {
    let timeline = FrameTimeline()
    return (timeline, makeHost(timeline.scene))
  }

  /// The popup's opacity in a frame: 0 when it is not drawn.
  func popupOpacity(_ list: DisplayList) -> Double {
    fillOpacities(of: Self.popupColor, in: list).first ?? 0
  }

  /// Draws every frame after the current one up to `frame`, as a window would, and returns the
  /// last one.
  @discardableResult
  func run(to frame: Int, _ timeline: FrameTimeline, _ host: ViewHost) -> DisplayList {
    timeline.draw(host, through: frame)
  }

  /// Clicks star `n` at the current frame.
  func clickStar(_ n: Int, _ host: ViewHost) {
    host.click(symbol: "star", n)
  }

  /// Checks that five gray outlined 28-pt stars, 25 pt apart, centred in 480 × 320; no popup.
  package func initialFrame() {
    let (_, host) = host()
    let list = host.frame()
    var strokes: [AffineTransform2D] = []
    for command in list.commands {
      if case .stroke(_, let color, _, let transform, _) = command {
        #expect(color == .gray)
        strokes.append(transform)
      }
    }
    // The row is 5 × 28 + 4 × 25 = 240 pt wide: it starts at (480 − 240) / 2 = 120, and the
    // 28-pt stars stand at (320 − 28) / 2 = 146.
    #expect(strokes == (0..<5).map { .translation(x: 120 + Double($0) * 53, y: 146) })
    #expect(popupOpacity(list) == 0)
  }

  /// Checks that clicking star 3 fills stars 1–3 yellow at once and fades the popup in along easeIn 0.2 s.
  package func clickFadesIn() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(3, host)
    let first = host.frame()
    #expect(fillOpacities(of: .yellow, in: first).count == 3)
    #expect(popupOpacity(first) == 0)
    for k in 1...12 {
      timeline.move(toFrame: 60 + k)
      let expected = easeIn(min(Double(k) / 60 / 0.2, 1))
      let opacity = popupOpacity(host.frame())
      #expect(abs(opacity - expected) < 1e-9, "frame +\(k)")
    }
  }

  /// Checks that 1 s after the click the popup fades out along easeOut 0.1 s and is gone.
  package func hideAfterOneSecond() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(3, host)
    _ = host.frame()
    #expect(popupOpacity(run(to: 119, timeline, host)) == 1)
    for k in 0...7 {
      timeline.move(toFrame: 120 + k)
      let expected = 1 - easeOut(min(Double(k) / 60 / 0.1, 1))
      #expect(abs(popupOpacity(host.frame()) - expected) < 1e-9, "frame +\(k)")
    }
    #expect(host.center(ofText: "Submitted!") == nil)
  }

  /// Checks that a second click 0.5 s later does not postpone the first click's hide.
  package func secondClickKeepsFirstHide() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(1, host)
    _ = host.frame()
    run(to: 90, timeline, host)
    clickStar(5, host)
    #expect(fillOpacities(of: .yellow, in: host.frame()).count == 5)
    run(to: 119, timeline, host)
    // 6 frames (0.1 s) after the first click's hide at 2.0 s, the fade-out has ended.
    #expect(popupOpacity(run(to: 120, timeline, host)) == 1)
    #expect(popupOpacity(run(to: 126, timeline, host)) == 0)
  }

  /// Checks that the popup takes taps over star 3: a click there leaves the rating at 1.
  package func popupBlocksTaps() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(1, host)
    _ = host.frame()
    timeline.move(toFrame: 80)
    _ = host.frame()
    // Star 3's centre (240, 160) is under the popup (140…340 × 135…185).
    host.click(at: CGPoint(x: 240, y: 160))
    #expect(fillOpacities(of: .yellow, in: host.frame()).count == 1)
  }

  /// Checks that the popup is 200 × 50 at (140, 135), its text black 17 pt, centred over the stars.
  package func popupGeometry() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(2, host)
    _ = host.frame()
    timeline.move(toFrame: 80)
    let list = host.frame()
    var found = false
    for command in list.commands {
      if case .fill(let path, let color, let transform, _) = command, color == Self.popupColor {
        found = true
        #expect(transform == .translation(x: 140, y: 135))
        #expect(
          path
            == Path(
              roundedRect: CGRect(x: 0, y: 0, width: 200, height: 50), cornerRadius: 10,
              style: .circular))
      }
      if case .text(let string, let size, let color, _, _, _, _, _) = command {
        #expect(string == "Submitted!" && size == 17 && color == .black)
      }
    }
    #expect(found)
  }

  /// The opacity of the text "Submitted!" in a frame: 0 when it is not drawn.
  func textOpacity(_ list: DisplayList) -> Double {
    for command in list.commands {
      if case .text("Submitted!", _, _, _, _, let opacity, _, _) = command { return opacity }
    }
    return 0
  }

  /// Checks that the popup's transition fades its whole subtree: at every frame of the fade-in
  /// (easeIn 0.2 s) and the fade-out (easeOut 0.1 s, 1 s later) the text "Submitted!" has the
  /// background's opacity, the curve's value, and stays centred in the 200 × 50 card at
  /// (240, 160).
  package func textFollowsPopup() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(3, host)
    var frames: [(frame: Int, expected: Double)] = (0...12).map {
      (60 + $0, easeIn(min(Double($0) / 60 / 0.2, 1)))
    }
    frames += (0...5).map { (120 + $0, 1 - easeOut(Double($0) / 60 / 0.1)) }
    for (frame, expected) in frames {
      let list = run(to: frame, timeline, host)
      #expect(abs(popupOpacity(list) - expected) < 1e-9, "background, frame \(frame)")
      #expect(abs(textOpacity(list) - expected) < 1e-9, "text, frame \(frame)")
      guard expected > 0 else { continue }
      let card = list.commands.compactMap { command -> CGPoint? in
        guard case .fill(_, Self.popupColor, let transform, _) = command else { return nil }
        return transform.apply(to: CGPoint(x: 100, y: 25))
      }
      #expect(card == [CGPoint(x: 240, y: 160)], "card centre, frame \(frame)")
      // The text's frame, leaving included (the finder skips leaving views: read the node).
      let text = host.scene.root.firstDescendant { ($0 as? TextNode)?.text == "Submitted!" }
      let centre = text.map { node in
        node.transformToWindow.apply(
          to: CGPoint(x: node.layoutFrame.width / 2, y: node.layoutFrame.height / 2))
      }
      #expect(centre == CGPoint(x: 240, y: 160), "text centre, frame \(frame)")
    }
  }

  /// Checks that the popup takes no taps while it fades out: star 3 under it (240, 160), clicked
  /// 2 frames into the fade-out, is selected (SwiftUI turns hit testing off for a view playing
  /// its removal).
  package func leavingPopupTakesNoTaps() {
    let (timeline, host) = host()
    _ = host.frame()
    timeline.move(toFrame: 60)
    clickStar(1, host)
    let fading = run(to: 122, timeline, host)
    let opacity = popupOpacity(fading)
    #expect(opacity > 0 && opacity < 1, "the popup is fading out: \(opacity)")
    host.click(at: CGPoint(x: 240, y: 160))
    #expect(fillOpacities(of: .yellow, in: host.frame()).count == 3)
  }
}
