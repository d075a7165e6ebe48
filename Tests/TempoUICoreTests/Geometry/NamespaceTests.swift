import TempoScene
import TempoUICore
import Testing

/// A namespace's id lasts as long as its view's identity; two views have two.
@MainActor
@Suite("Namespace")
struct NamespaceTests {
  final class Seen {
    var ids: [Namespace.ID] = []
  }

  struct Reader: View {
    @Namespace private var space
    @State private var count = 0
    let seen: Seen

    var body: some View {
      seen.ids.append(space)
      return Text("\(count)").onTapGesture { count += 1 }
    }
  }

  @Test("the id is the same after the view's state changes; another view's id differs")
  func idIsStable() {
    let seen = Seen()
    let hosted = HostedView(Reader(seen: seen))
    hosted.frame(0)
    hosted.click(text: "0")
    hosted.frame(1)
    #expect(seen.ids.count == 2 && seen.ids[0] == seen.ids[1])
    let other = Seen()
    HostedView(Reader(seen: other)).frame(0)
    #expect(other.ids.first != seen.ids.first)
  }
}
