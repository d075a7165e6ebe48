import TempoScene
import TempoUICore
import Testing

/// Which parts of the source's frame a follower takes, seen on `MatchedGeometryViewTests`'s
/// red dot (195, 135, 50 × 50) and the green square beside it (265, 150, 20 × 20).
@MainActor
@Suite("MatchedGeometryProperties")
struct MatchedGeometryPropertiesTests {
  @Test(".frame is .position and .size")
  func frameIsBoth() {
    #expect(MatchedGeometryProperties.frame == [.position, .size])
  }

  @Test(".size takes the source's 50 × 50 about the square's own centre (275, 160)")
  func sizeKeepsTheOwnAnchor() {
    let list = HostedView(
      MatchedGeometryViewTests.Follower(properties: .size, anchor: .center)
    ).frame()
    #expect(list.fills(.green).map(\.rect) == [rect(250, 135, 50, 50)])
  }

  @Test(".size about the bottom-trailing anchor keeps the square's corner (285, 170)")
  func sizeAboutACorner() {
    let list = HostedView(
      MatchedGeometryViewTests.Follower(properties: .size, anchor: .bottomTrailing)
    ).frame()
    #expect(list.fills(.green).map(\.rect) == [rect(235, 120, 50, 50)])
  }
}
