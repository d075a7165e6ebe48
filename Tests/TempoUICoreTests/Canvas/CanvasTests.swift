import Foundation
import TempoScene
import TempoUICore
import Testing

/// A canvas draws what its renderer records, in its own points under its frame's position, and
/// draws again when its view changes.
@MainActor
@Suite("Canvas")
struct CanvasTests {
  @Test(
    "a 200 × 100 canvas centred in 480 × 320 fills a 20-point square at (10, 20) of its own: window (150, 130)"
  )
  func drawsInItsOwnPoints() {
    var sizes: [CGSize] = []
    let list = HostedView(
      Canvas { context, size in
        sizes.append(size)
        context.fill(Path(CGRect(x: 10, y: 20, width: 20, height: 20)), with: .color(.red))
      }
      .frame(width: 200, height: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(150, 130, 20, 20)])
    #expect(sizes.last == CGSize(width: 200, height: 100))
  }

  @Test(
    "the renderer runs again when the state it reads changes: the bar grows from 10 to 50 points")
  func redrawsOnUpdate() {
    struct Growing: View {
      @State private var width = 10.0
      var body: some View {
        VStack {
          Text("Grow").onTapGesture { width = 50 }
          Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: width, height: 5)), with: .color(.green))
          }
          .frame(width: 100, height: 10)
        }
      }
    }
    let hosted = HostedView(Growing())
    #expect(hosted.frame(0).fills(.green).map(\.rect.width) == [10])
    hosted.click(text: "Grow")
    #expect(hosted.frame(1).fills(.green).map(\.rect.width) == [50])
  }

  @Test("the canvas's opacity modifier multiplies what it draws")
  func viewOpacity() {
    let list = HostedView(
      Canvas { context, _ in
        context.opacity = 0.5
        context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue))
      }
      .frame(width: 10, height: 10)
      .opacity(0.5)
    ).frame()
    #expect(list.fills(.blue).map(\.opacity) == [0.25])
  }
}
