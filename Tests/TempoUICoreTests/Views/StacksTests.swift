import TempoScene
import TempoUICore
import Testing

/// `ZStack` sizes to its largest child, aligns the others in it and draws later ones on top.
@MainActor
@Suite("Stacks")
struct StacksTests {
  func overlay(_ alignment: Alignment) -> DisplayList {
    HostedView(
      ZStack(alignment: alignment) {
        Color.red.frame(width: 100, height: 60)
        Color.blue.frame(width: 40, height: 20)
      }
    ).frame()
  }

  @Test("ZStack is its largest child's 100 × 60, centred; a 40 × 20 child centred in it")
  func zStackCenter() {
    let list = overlay(.center)
    #expect(list.fills(.red).map(\.rect) == [rect(190, 130, 100, 60)])
    #expect(list.fills(.blue).map(\.rect) == [rect(220, 150, 40, 20)])
  }

  @Test("ZStack(alignment: .topLeading/.bottomTrailing) puts the small child in that corner")
  func zStackCorners() {
    #expect(overlay(.topLeading).fills(.blue).map(\.rect) == [rect(190, 130, 40, 20)])
    #expect(overlay(.bottomTrailing).fills(.blue).map(\.rect) == [rect(250, 170, 40, 20)])
    #expect(overlay(.leading).fills(.blue).map(\.rect) == [rect(190, 150, 40, 20)])
  }

  @Test("ZStack draws its children in order: the later one on top")
  func zStackOrder() {
    let colors = overlay(.center).drawn.map(\.color)
    #expect(colors == [.red, .blue])
  }
}
