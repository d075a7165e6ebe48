import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.animation(_:body:)` and `.transaction(_:body:)` (iOS 17) edit the transaction of the
/// modifiers inside `body` only; the view they are applied to changes under the outer one.
@MainActor
@Suite("animation(_:body:), transaction(_:body:)")
struct TransactionScopeTests {
  /// A red bar whose width (the content) and opacity (a modifier in the body, 1 → 0.5) follow
  /// `on`.
  struct Scoped: View {
    /// Whether the tap uses `withAnimation(.linear(duration: 1))`.
    let explicit: Bool
    /// Whether the body is scoped by `.transaction { $0.animation = nil }` instead of
    /// `.animation(.linear(duration: 1))`.
    let disablesInBody: Bool
    @State private var on = false

    var body: some View {
      VStack {
        bar
        Text("go").onTapGesture {
          if explicit { withAnimation(.linear(duration: 1)) { on.toggle() } } else { on.toggle() }
        }
      }
    }

    @ViewBuilder var bar: some View {
      let content = Color.red.frame(width: on ? 100 : 50, height: 50)
      if disablesInBody {
        content.transaction({ $0.animation = nil }) { $0.opacity(on ? 0.5 : 1) }
      } else {
        content.animation(.linear(duration: 1)) { $0.opacity(on ? 0.5 : 1) }
      }
    }
  }

  /// The red bar 0.5 s after tapping "go" at 1 s.
  func halfway(_ view: Scoped) -> Drawn? {
    let hosted = HostedView(view)
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "go")
    hosted.frame()
    return hosted.frame(90).fills(.red).first
  }

  @Test(
    ".animation(linear 1 s) { $0.opacity } on a plain change: opacity 1 → 0.5 is 0.75 at 0.5 s, width 100 at once"
  )
  func animatesBodyModifiersOnly() {
    let bar = halfway(Scoped(explicit: false, disablesInBody: false))
    #expect(abs((bar?.opacity ?? 0) - 0.75) < 1e-9)
    #expect(abs(Double(bar?.rect.width ?? 0) - 100) < 1e-9)
  }

  @Test(
    ".transaction({ animation = nil }) { $0.opacity } under withAnimation(linear 1 s): opacity 0.5 at once, width 75 at 0.5 s"
  )
  func transactionEditsBodyModifiersOnly() {
    let bar = halfway(Scoped(explicit: true, disablesInBody: true))
    #expect(abs((bar?.opacity ?? 0) - 0.5) < 1e-9)
    #expect(abs(Double(bar?.rect.width ?? 0) - 75) < 1e-9)
  }
}
