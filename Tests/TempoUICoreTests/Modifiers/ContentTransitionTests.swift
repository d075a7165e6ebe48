import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.contentTransition` on a `Text` whose string changes: with an animation, `.opacity` fades
/// the old string out and the new one in over the same place; `.numericText()` also moves the
/// new one up from a line below; `.identity` and a change without animation swap at once.
@MainActor
@Suite("contentTransition")
struct ContentTransitionTests {
  struct Counter: View {
    let transition: ContentTransition
    let animated: Bool
    @State var count = 0
    var body: some View {
      VStack {
        Text("\(count)").font(.title).contentTransition(transition)
        Text("Add").onTapGesture {
          if animated {
            withAnimation(.linear(duration: 1)) { count += 1 }
          } else {
            count += 1
          }
        }
      }
    }
  }

  /// Taps "Add", starts the change at frame 1 and returns the frame at `frame`.
  func afterTap(_ transition: ContentTransition, animated: Bool = true, at frame: Int)
    -> DisplayList
  {
    let hosted = HostedView(Counter(transition: transition, animated: animated))
    hosted.frame()
    hosted.click(text: "Add")
    hosted.frame(1)
    return hosted.run(to: frame)
  }

  @Test(".opacity, linear 1 s: at 0.5 s old and new strings both at opacity 0.5, same place")
  func crossFade() throws {
    let list = afterTap(.opacity, at: 31)
    let old = try #require(list.texts("0").first)
    let new = try #require(list.texts("1").first)
    #expect(abs(old.opacity - 0.5) < 1e-9 && abs(new.opacity - 0.5) < 1e-9)
    #expect(old.rect.isClose(to: new.rect, within: 1e-9))
  }

  @Test("after the animation only the new string is left, fully opaque")
  func settles() {
    let list = afterTap(.opacity, at: 70)
    #expect(list.texts("0").isEmpty)
    #expect(list.texts("1").first?.opacity == 1)
  }

  @Test(
    ".numericText(), linear 1 s: at 0.5 s the new string is half a line below, the old half above")
  func numericRoll() throws {
    let list = afterTap(.numericText(), at: 31)
    let old = try #require(list.texts("0").first)
    let new = try #require(list.texts("1").first)
    let line = old.rect.height
    #expect(new.rect.minY - old.rect.minY > 0.9 * line, "new below old by about a line")
    #expect(abs(new.opacity - 0.5) < 1e-9)
  }

  @Test(".identity, or no animation: the new string replaces the old at once")
  func swapAtOnce() {
    let identity = afterTap(.identity, at: 31)
    #expect(identity.texts("0").isEmpty && identity.texts("1").first?.opacity == 1)
    let plain = afterTap(.opacity, animated: false, at: 2)
    #expect(plain.texts("0").isEmpty && plain.texts("1").first?.opacity == 1)
  }
}
