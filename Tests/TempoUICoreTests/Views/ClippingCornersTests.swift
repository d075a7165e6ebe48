import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `.clipShape` with a capsule, circle or ellipse: a colour filling the whole clipped view
/// takes the shape's outline.
@MainActor
@Suite("Clipping outlines")
struct ClippingCornersTests {
  /// The red fill of a 160 × 120 red view clipped by `clip`, centred in the 480 × 320 scene.
  func clippedFill(_ clip: (Color) -> some View) -> (rect: CGRect, curves: Int)? {
    let list = HostedView(clip(Color.red)).frame()
    for command in list.commands {
      guard case .fill(let path, .red, let transform, _) = command else { continue }
      let curves = path.elements.filter { if case .curve = $0 { true } else { false } }.count
      return (path.bounds(transform), curves)
    }
    return nil
  }

  @Test("clipShape(Circle()) on a 160 × 120 view fills the centred 120-point circle")
  func circle() throws {
    let fill = try #require(clippedFill { $0.frame(width: 160, height: 120).clipShape(Circle()) })
    #expect(fill.rect.isClose(to: rect(180, 100, 120, 120), within: 1e-9), "\(fill.rect)")
    #expect(fill.curves == 4)
  }

  @Test("clipShape(.circle), iOS 17's name, is the same circle")
  func circleByName() throws {
    let fill = try #require(clippedFill { $0.frame(width: 160, height: 120).clipShape(.circle) })
    #expect(fill.rect.isClose(to: rect(180, 100, 120, 120), within: 1e-9))
  }

  @Test(
    "clipShape(Capsule()) and clipShape(Ellipse()) round the whole 160 × 120 frame (curved, not a rectangle)"
  )
  func capsuleAndEllipse() throws {
    for clip in [true, false] {
      let fill = try #require(
        clippedFill {
          clip
            ? AnyView($0.frame(width: 160, height: 120).clipShape(Capsule()))
            : AnyView($0.frame(width: 160, height: 120).clipShape(Ellipse()))
        })
      #expect(fill.rect.isClose(to: rect(160, 100, 160, 120), within: 1e-9), "\(fill.rect)")
      #expect(fill.curves >= 4)
    }
  }
}
