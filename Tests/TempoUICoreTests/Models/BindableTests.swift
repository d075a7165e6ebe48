import Observation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@Bindable`: `$model.property` is a binding that writes the `@Observable` object's property,
/// so the views reading it update; `.animation(_:)` on the binding animates that write.
@MainActor
@Suite("Bindable")
struct BindableTests {
  @Observable final class Settings {
    var isOn = false
  }

  struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
      Text(isOn ? "switch on" : "switch off").onTapGesture { isOn.toggle() }
    }
  }

  struct Panel: View {
    @Bindable var settings: Settings
    var body: some View {
      Switch(isOn: $settings.isOn)
    }
  }

  struct Screen: View {
    let settings: Settings
    var body: some View {
      VStack {
        Panel(settings: settings)
        Text(settings.isOn ? "screen on" : "screen off")
      }
    }
  }

  @Test("a write through $settings.isOn sets the object, and every view reading it updates")
  func bindingWritesObject() {
    let settings = Settings()
    let hosted = HostedView(Screen(settings: settings))
    hosted.frame()
    hosted.click(text: "switch off")
    #expect(settings.isOn)
    let list = hosted.frame(1)
    #expect(list.texts("switch on").count == 1)
    #expect(list.texts("screen on").count == 1)
  }

  struct LocalBindable: View {
    let settings: Settings
    var body: some View {
      @Bindable var settings = settings
      Switch(isOn: $settings.isOn)
    }
  }

  @Test("@Bindable declared inside a body makes the same bindings")
  func localBindable() {
    let settings = Settings()
    let hosted = HostedView(LocalBindable(settings: settings))
    hosted.frame()
    hosted.click(text: "switch off")
    #expect(hosted.frame(1).texts("switch on").count == 1)
  }

  struct Fader: View {
    @Bindable var settings: Settings
    var body: some View {
      VStack {
        Color.red.frame(width: 50, height: 50).opacity(settings.isOn ? 0 : 1)
        Switch(isOn: $settings.isOn.animation(.linear(duration: 1)))
      }
    }
  }

  @Test("a write through $settings.isOn.animation(.linear 1 s) animates: opacity 0.5 after 0.5 s")
  func animatedBinding() {
    let hosted = HostedView(Fader(settings: Settings()))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "switch off")
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? -1) - 0.5) < 1e-9)
  }
}
