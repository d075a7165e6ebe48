import TempoScene
import TempoUICore
import Testing

/// A `.transaction` (or implicit `.animation`) modifier around a view applies to the changes of
/// that view's own state too, as in SwiftUI: the transaction of a change is edited by every
/// modifier between the root and the view whose state changed.
@MainActor
@Suite("Transactions around a view's own state")
struct ElementInheritedTransactionTests {
  /// A square whose width a tap toggles between 100 and 200 pt, without animation of its own.
  struct Growing: View {
    @State private var isWide = false
    var body: some View {
      Color.red.frame(width: isWide ? 200 : 100, height: 20).onTapGesture { isWide.toggle() }
    }
  }

  /// The red square's width in `list`.
  func width(_ list: DisplayList) -> Double {
    Double(list.fills(.red).first?.rect.width ?? 0)
  }

  @Test(".transaction setting linear(1 s) around the view animates its own tap: 150 pt at 0.5 s")
  func transactionAroundOwnState() {
    let hosted = HostedView(
      Growing().transaction { $0.animation = .linear(duration: 1) })
    // The first frame inserts the square under the modifier's animation too: let it land.
    hosted.run(to: 60)
    hosted.click(240, 160)
    hosted.frame(61)
    #expect(abs(width(hosted.run(to: 91)) - 150) < 1e-9)
    #expect(width(hosted.run(to: 121)) == 200)
  }

  @Test(".transaction editing withAnimation's animation: a tap inside withAnimation gets it edited")
  func transactionEditsExplicitAnimation() {
    struct Explicit: View {
      @State private var isWide = false
      var body: some View {
        Color.red.frame(width: isWide ? 200 : 100, height: 20).onTapGesture {
          withAnimation(.linear(duration: 0.5)) { isWide.toggle() }
        }
      }
    }
    // speed(0.5): the 0.5 s animation takes 1 s, so at 0.5 s it is half-way.
    let hosted = HostedView(
      Explicit().transaction { $0.animation = $0.animation?.speed(0.5) })
    hosted.frame()
    hosted.click(240, 160)
    hosted.frame(1)
    #expect(abs(width(hosted.run(to: 31)) - 150) < 1e-9)
    #expect(width(hosted.run(to: 61)) == 200)
  }

  @Test("without a modifier around it, the tap applies at once")
  func noModifier() {
    let hosted = HostedView(Growing())
    hosted.frame()
    hosted.click(240, 160)
    #expect(width(hosted.frame(1)) == 200)
  }
}
