import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` in a 480 × 320 window.
@MainActor
@Suite("aspectRatio")
struct AspectRatioViewTests {
  @Test("red at 2:1 .fit in 480 × 320 is 480 × 240, centred (the width limits)")
  func fitLimitedByWidth() {
    let list = HostedView(Color.red.aspectRatio(2, contentMode: .fit)).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(0, 40, 480, 240)])
  }

  @Test("red at 2:1 .fill in 480 × 320 is 640 × 320, centred, overflowing both sides by 80")
  func fillCoversOffer() {
    let list = HostedView(Color.red.aspectRatio(2, contentMode: .fill)).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(-80, 0, 640, 320)])
  }

  @Test("red at 1:2 .fit in 480 × 320 is 160 × 320 (the height limits)")
  func fitLimitedByHeight() {
    let list = HostedView(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit))
      .frame()
    #expect(list.fills(.red).map(\.rect) == [rect(160, 0, 160, 320)])
  }

  @Test("scaledToFit takes the content's ideal ratio: an ideal 40 × 20 fills 480 × 240")
  func scaledToFitUsesIdealRatio() {
    let view = Color.red.frame(
      minWidth: 0, idealWidth: 40, maxWidth: .infinity, minHeight: 0, idealHeight: 20,
      maxHeight: .infinity)
    #expect(
      HostedView(view.scaledToFit()).frame().fills(.red).map(\.rect) == [rect(0, 40, 480, 240)])
    #expect(
      HostedView(view.scaledToFill()).frame().fills(.red).map(\.rect) == [rect(-80, 0, 640, 320)])
  }

  @Test("in a VStack offered 100 wide, a 1:1 .fit square is 100 × 100")
  func widthOnlyFollowsRatio() {
    let list = HostedView(
      VStack { Color.red.aspectRatio(1, contentMode: .fit) }.frame(width: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(190, 110, 100, 100)])
  }
}
