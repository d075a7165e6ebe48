import Tempo
import TempoScene
import TempoUICore
import Testing

/// An element left alone in an update still moves in that update's transaction when its host
/// moves: the rows of a `ForEach` (which places no node of its own) animate with the change
/// that pushed their column down.
@MainActor
@Suite("Element")
struct ElementTests {
  struct Pushed: View {
    @State private var hasHeader = false

    var body: some View {
      VStack(spacing: 0) {
        if hasHeader { Color.red.frame(width: 10, height: 100) }
        VStack(spacing: 0) {
          ForEach(0..<2, id: \.self) { _ in Color.blue.frame(width: 10, height: 10) }
        }
        Text("Push").onTapGesture { withAnimation(.linear(duration: 1)) { hasHeader = true } }
      }
    }
  }

  @Test(
    "a header inserted with linear(1 s) moves the ForEach rows down along the curve: 50 points in all (their column re-centred), 25 at 0.5 s"
  )
  func forEachRowsMoveInTheChangesTransaction() throws {
    let hosted = HostedView(Pushed())
    let before = try #require(hosted.frame(0).fills(.blue).first).rect.minY
    hosted.click(text: "Push")
    hosted.frame(60)
    let after = try #require(hosted.run(to: 200).fills(.blue).first).rect.minY
    #expect(abs(Double(after - before) - 50) < 1e-6)  // the column is re-centred: 100 / 2
    let hosted2 = HostedView(Pushed())
    hosted2.frame(0)
    hosted2.click(text: "Push")
    hosted2.frame(60)
    let middle = try #require(hosted2.run(to: 90).fills(.blue).first).rect.minY
    #expect(abs(Double(middle - before) - 25) < 1e-6, "\(middle)")
  }
}
