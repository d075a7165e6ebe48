import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The gallery's window content, headless: the list on the left, the selected example on the
/// right, started afresh on each selection.
@MainActor
struct GalleryViewTests {
  @Test func clickingATitleInTheListReplacesTheExampleAndRemovesTheOldOnesNodes() {
    let timeline = FrameTimeline(
      width: GalleryView.size.width, height: GalleryView.size.height)
    let host = ViewHost(GalleryView(), scene: timeline.scene)
    timeline.draw(host, through: 5)
    #expect(host.center(ofText: "Tap me") != nil)
    for example in GalleryExample.all { #expect(host.center(ofText: example.title) != nil) }
    timeline.move(toFrame: 6)
    host.click(at: host.center(ofText: "Flip card")!)
    let list = timeline.draw(host, through: 7)
    #expect(host.center(ofText: "Flip") != nil && host.center(ofText: "Flips: 0") != nil)
    #expect(host.center(ofText: "Tap me") == nil)
    #expect(timeline.scene.root.firstDescendant { ($0 as? TextNode)?.text == "Tap me" } == nil)
    // The card sits in the example's area, right of the 160 pt list.
    let card = list.commands.compactMap { command -> CGRect? in
      guard case .fill(let path, .blue, let transform, _) = command else { return nil }
      return path.windowBounds(transform)
    }
    #expect(card.count == 1 && (card.first?.minX ?? 0) > 160)
  }
}
