import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.position(x:y:)`: the content's centre at the point, the result as large as offered.
@MainActor
@Suite("position")
struct PositionViewTests {
  @Test("a 20 × 10 square positioned at (100, 50) spans (90, 45)–(110, 55)")
  func centresOnPoint() {
    let list = HostedView(Color.red.frame(width: 20, height: 10).position(x: 100, y: 50)).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(90, 45, 20, 10)])
  }

  @Test("the positioned view takes the whole 480 × 320 offer: a background after it covers it")
  func takesWholeOffer() {
    let list = HostedView(
      Color.red.frame(width: 20, height: 10).position(CGPoint(x: 100, y: 50))
        .background(Color.blue)
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(0, 0, 480, 320)])
  }

  @Test("in a 200 × 100 frame, the point is in the frame's space: (0, 0) is its top-leading corner")
  func pointInParentSpace() {
    let list = HostedView(
      Color.red.frame(width: 20, height: 10).position(x: 0, y: 0).frame(width: 200, height: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(130, 105, 20, 10)])
  }

  struct Mover: View {
    @State var moved = false
    var body: some View {
      Color.red.frame(width: 20, height: 10).position(x: moved ? 200 : 100, y: 50)
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
    }
  }

  @Test("a position changed in withAnimation(.linear(duration: 1)) is half-way, x 150, at 0.5 s")
  func animates() {
    let hosted = HostedView(Mover())
    hosted.click(100, 50, atFrame: 1)
    let list = hosted.run(to: 31)
    #expect(list.fills(.red).first?.rect.isClose(to: rect(140, 45, 20, 10), within: 1e-6) == true)
    #expect(hosted.run(to: 61).fills(.red).map(\.rect) == [rect(190, 45, 20, 10)])
  }
}
