import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Shape.trim(from:to:)` draws part of the outline, and its fractions animate.
@MainActor
@Suite("TrimmedShape")
struct TrimmedShapeTests {
  struct Ring: View {
    @State private var progress = 0.0
    var body: some View {
      Circle().trim(from: 0, to: progress)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        .frame(width: 100, height: 100)
        .onTapGesture { withAnimation(.easeInOut(duration: 1)) { progress = 1 } }
    }
  }

  /// The end point of the drawn arc, in window points.
  func arcEnd(_ list: DisplayList) -> CGPoint? {
    for command in list.commands {
      if case .stroke(let path, _, _, let transform, _) = command,
        case .curve(let end, _, _)? = path.elements.last
      {
        return transform.apply(to: end)
      }
    }
    return nil
  }

  @Test(
    "easeInOut 1 s from 0 to 1: at 0.5 s (curve value 0.5) the arc ends at 9 o'clock (190, 160)")
  func animatesToHalfAtHalfTime() {
    let hosted = HostedView(Ring())
    hosted.click(240, 160, atFrame: 60)
    let end = arcEnd(hosted.frame(90))
    #expect(end.map { abs(Double($0.x) - 190) < 1e-6 && abs(Double($0.y) - 160) < 1e-6 } == true)
  }

  @Test("easeInOut at 0.25 s: the arc ends at the angle 2π · easeInOut(0.25) from 3 o'clock")
  func animatesAlongTheCurve() {
    let hosted = HostedView(Ring())
    hosted.click(240, 160, atFrame: 60)
    // easeInOut is the cubic Bézier (0.42, 0, 0.58, 1).
    let fraction = ExactBezier(0.42, 0, 0.58, 1).value(at: 0.25)
    let angle = 2 * Double.pi * fraction
    let end = arcEnd(hosted.frame(75))
    // Within 0.05 pt: lengths along the Bézier circle are measured on chords.
    #expect(
      end.map {
        abs(Double($0.x) - (240 + 50 * cos(angle))) < 0.05
          && abs(Double($0.y) - (160 + 50 * sin(angle))) < 0.05
      } == true)
  }

  @Test("the stroke keeps its style: width 10, round caps")
  func strokeStyleReachesTheScene() {
    let list = HostedView(
      Circle().trim(from: 0, to: 0.5)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        .frame(width: 100, height: 100)
    ).frame()
    let styles = list.commands.compactMap { command -> StrokeStyle? in
      if case .stroke(_, _, let style, _, _) = command { return style }
      return nil
    }
    #expect(styles == [StrokeStyle(lineWidth: 10, lineCap: .round)])
  }
}
