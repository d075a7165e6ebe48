import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ToggleStyle`: a custom style gets the label and a binding to the state, draws what it
/// likes and flips the state itself; `Toggle(configuration)` inside a style draws the style
/// around it; the innermost `.toggleStyle` wins.
@MainActor
@Suite("ToggleStyle")
struct ToggleStyleTests {
  /// A checkbox: a symbol, then the label; a tap anywhere flips the state.
  struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        configuration.label
      }
      .onTapGesture { configuration.isOn.toggle() }
    }
  }

  /// A style that only puts a red frame behind the toggle drawn in the style around it.
  struct RedBackingStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).background(Color.red)
    }
  }

  /// A style that says the state through its `$isOn` binding and its mixed flag.
  struct StateTextStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.$isOn.wrappedValue ? "yes" : "no")
      Text(configuration.isMixed ? "mixed" : "single")
    }
  }

  struct Settings<Style: ToggleStyle>: View {
    let style: Style
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Remember me", isOn: $isOn).toggleStyle(style)
        Text(isOn ? "On" : "Off")
      }
    }
  }

  @Test("a custom style draws its own view with the label, and no switch")
  func customBody() {
    let list = HostedView(
      Toggle("Remember me", isOn: .constant(false)).toggleStyle(CheckboxStyle())
    )
    .frame()
    #expect(list.texts("Remember me").count == 1)
    #expect(list.fills(Color(hex: 0x39393D)).isEmpty, "no switch track")
    let on = HostedView(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()))
      .frame()
    #expect(list.drawn != on.drawn, "the symbol follows the state")
  }

  @Test("configuration.isOn.toggle() in the style writes the toggle's binding")
  func styleFlipsBinding() {
    let hosted = HostedView(Settings(style: CheckboxStyle()))
    hosted.frame()
    hosted.click(text: "Remember me")
    #expect(hosted.frame(1).texts("On").count == 1)
    hosted.click(text: "Remember me")
    #expect(hosted.frame(2).texts("Off").count == 1)
  }

  @Test("$isOn reads the state; isMixed is false for a toggle of one binding")
  func bindingAndMixed() {
    let list = HostedView(Toggle("A", isOn: .constant(true)).toggleStyle(StateTextStyle())).frame()
    #expect(list.texts("yes").count == 1)
    #expect(list.texts("single").count == 1)
  }

  @Test("Toggle(configuration) draws the style around the custom one: the switch by default")
  func configurationToggleUsesOuterStyle() {
    let list = HostedView(
      Toggle("A", isOn: .constant(false)).toggleStyle(RedBackingStyle())
    ).frame()
    #expect(list.fills(.red).count == 1)
    #expect(list.fills(Color(hex: 0x39393D)).count == 1, "the switch's off track")
    let inButton = HostedView(
      Toggle("A", isOn: .constant(false)).toggleStyle(RedBackingStyle()).toggleStyle(.button)
    ).frame()
    #expect(inButton.fills(.red).count == 1)
    #expect(inButton.fills(Color(hex: 0x39393D)).isEmpty, "drawn as a button, not a switch")
  }

  @Test("the innermost toggleStyle wins over one set further out")
  func innermostWins() {
    let list = HostedView(
      VStack { Toggle("A", isOn: .constant(false)).toggleStyle(CheckboxStyle()) }
        .toggleStyle(.switch)
    ).frame()
    #expect(list.fills(Color(hex: 0x39393D)).isEmpty)
  }
}
