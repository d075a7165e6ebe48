import Tempo
import TempoScene
import TempoUICore
import Testing

/// A ``ViewModifier``'s body draws around the view it is applied to; `EmptyModifier` changes
/// nothing; a modifier's `@State` and `@Environment` work as a view's.
@MainActor
@Suite("ViewModifier")
struct ViewModifierTests {
  /// Pads its content by 10 points on a blue background.
  struct Bordered: ViewModifier {
    func body(content: Content) -> some View {
      content.padding(10).background(Color.blue)
    }
  }

  @Test("a 50 × 50 red square with Bordered: blue 70 × 70 at (205, 125), red at (215, 135)")
  func bodyDrawsAroundContent() {
    let list = HostedView(Color.red.frame(width: 50, height: 50).modifier(Bordered())).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(205, 125, 70, 70)])
    #expect(list.fills(.red).map(\.rect) == [rect(215, 135, 50, 50)])
  }

  @Test("EmptyModifier leaves a 50 × 50 square where it was, at (215, 135)")
  func emptyModifierChangesNothing() {
    let list = HostedView(Color.red.frame(width: 50, height: 50).modifier(EmptyModifier())).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(215, 135, 50, 50)])
  }

  /// Counts taps in its own state and shows the count under the content.
  struct TapCounting: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
      VStack {
        content
        Text("taps \(taps)")
      }
      .onTapGesture { taps += 1 }
    }
  }

  /// A counter inside a modifier with state, next to a label its own state changes.
  struct Host: View {
    @State private var title = "first"
    var body: some View {
      VStack {
        Text(title).onTapGesture { title = "second" }
        Counter(label: "inner").modifier(TapCounting())
      }
    }
  }

  @Test("a modifier's @State survives its parent's update, and so does its content's")
  func stateKeepsAcrossParentUpdates() {
    let hosted = HostedView(Host())
    hosted.frame()
    hosted.click(text: "inner 0")
    hosted.frame()
    #expect(hosted.frame().texts("inner 1").count == 1)
    hosted.click(text: "taps 0")
    #expect(hosted.frame().texts("taps 1").count == 1)
    hosted.click(text: "first")
    let list = hosted.frame()
    #expect(list.texts("second").count == 1)
    #expect(list.texts("taps 1").count == 1)
    #expect(list.texts("inner 1").count == 1)
  }

  /// Shows whether animations are paused, from the environment.
  struct PausedLabel: ViewModifier {
    @Environment(\.animationPaused) private var paused
    func body(content: Content) -> some View {
      content.overlay(Text(paused ? "paused" : "running"))
    }
  }

  @Test("a modifier's @Environment reads the value set above it")
  func environmentReachesModifier() {
    let list = HostedView(
      Color.red.frame(width: 200, height: 50).modifier(PausedLabel())
        .environment(\.animationPaused, true)
    ).frame()
    #expect(list.texts("paused").count == 1)
  }
}
