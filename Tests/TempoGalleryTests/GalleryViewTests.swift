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
    host.click(text: "Flip card")
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

/// The list is as tall as its window: in a window taller than the default, the list's
/// background reaches the bottom edge, and one as tall as the whole list shows every title.
@MainActor
struct GalleryViewSizeTests {
  /// The window rectangles of the list's background (white 0.11) in `list`.
  func listBackground(in list: DisplayList) -> [CGRect] {
    list.fills(Color(white: 0.11)).map(\.rect)
  }

  @Test func inAWindowAsTallAsTheListEveryTitleIsInsideIt() {
    let height = GalleryView.listHeight
    let timeline = FrameTimeline(width: GalleryView.size.width, height: height)
    let host = ViewHost(GalleryView(), scene: timeline.scene)
    timeline.draw(host, through: 2)
    for example in GalleryExample.all {
      let center = host.center(ofText: example.title)
      #expect(center.map { $0.y > 0 && $0.y < height } == true, "\(example.name)")
    }
  }

  @Test func inAWindowTallerThanTheDefaultTheListSpansItsWholeHeight() {
    let height = GalleryView.listHeight + 100
    let timeline = FrameTimeline(width: GalleryView.size.width, height: height)
    let host = ViewHost(GalleryView(), scene: timeline.scene)
    let background = listBackground(in: timeline.draw(host, through: 2))
    #expect(background.count == 1)
    #expect(abs((background.first?.minY ?? -1) - 0) < 1e-9)
    #expect(abs((background.first?.maxY ?? -1) - height) < 1e-9)
    let first = host.center(ofText: GalleryExample.all[0].title)
    #expect(first.map { $0.y < 8 + 28 } == true)
  }
}
