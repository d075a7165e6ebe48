import TempoScene
import TempoUICore
import Testing

/// `@Environment(\.key)` reads the value the nearest `.environment(\.key, value)` above sets,
/// custom `EnvironmentKey`s included, and follows it when it changes.
@MainActor
@Suite("Environment")
struct EnvironmentTests {
  struct Reader: View {
    @Environment(\.animationPaused) var paused
    @Environment(\.colorScheme) var scheme
    var body: some View {
      VStack {
        Text(paused ? "paused" : "running")
        Text(scheme == .dark ? "dark" : "light")
      }
    }
  }

  @Test("without .environment a custom key reads its default; the colour scheme is dark")
  func defaults() {
    let list = HostedView(Reader()).frame()
    #expect(list.texts("running").count == 1)
    #expect(list.texts("dark").count == 1)
  }

  @Test(".environment(\\.animationPaused, true) reaches @Environment in a nested view")
  func customKey() {
    let list = HostedView(VStack { Reader() }.environment(\.animationPaused, true)).frame()
    #expect(list.texts("paused").count == 1)
  }

  struct Switcher: View {
    @State var paused = false
    var body: some View {
      VStack {
        Reader().environment(\.animationPaused, paused)
        Text("pause").onTapGesture { paused = true }
      }
    }
  }

  @Test("when the value set by .environment changes, the reader shows the new value")
  func followsChanges() {
    let hosted = HostedView(Switcher())
    hosted.frame()
    hosted.click(text: "pause")
    #expect(hosted.frame(1).texts("paused").count == 1)
  }

  @Test("the inner .environment wins: preferredColorScheme(.light) inside makes it light")
  func innerWins() {
    let list = HostedView(Reader().preferredColorScheme(.light).environment(\.colorScheme, .dark))
      .frame()
    #expect(list.texts("light").count == 1)
  }
}
