import Tempo
import TempoScene
import TempoUICore
import Testing

@MainActor
@Suite("blur")
struct BlurViewTests {
  @Test(
    ".blur(radius: 4) draws the view as six copies spread about its frame; the layout is the view's"
  )
  func blurredCopies() {
    let list = HostedView(Color.red.frame(width: 40, height: 20).blur(radius: 4)).frame()
    let fills = list.fills(.red)
    #expect(fills.count == 6)
    // The largest copy grows by 4 × 5 / 6 on each side about the frame (220, 150, 40 × 20).
    let grow = 4.0 * 5 / 6
    #expect(
      fills.first?.rect.isClose(
        to: rect(220 - grow, 150 - grow, 40 + 2 * grow, 20 + 2 * grow), within: 1e-9) == true)
  }

  @Test("a blur that changes inside withAnimation animates: 0 to 6 over linear(1 s) is 3 at 0.5 s")
  func animates() {
    struct Focus: View {
      @State private var isBlurred = false
      var body: some View {
        Color.red.frame(width: 40, height: 20)
          .blur(radius: isBlurred ? 6 : 0)
          .onTapGesture { withAnimation(.linear(duration: 1)) { isBlurred = true } }
      }
    }
    let hosted = HostedView(Focus())
    #expect(hosted.frame(0).fills(.red).count == 1)
    hosted.click(240, 160, atFrame: 60)
    let fills = hosted.run(to: 90).fills(.red)
    #expect(fills.count == 6)
    #expect(fills.first.map { abs(Double($0.rect.width) - (40 + 2 * 3.0 * 5 / 6)) < 1e-9 } == true)
  }
}
