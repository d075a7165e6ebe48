import Tempo
import TempoScene
import TempoUICore
import Testing

/// `ObservableObjectPublisher`: `send()` updates the views holding the object, inside the
/// transaction of the call; a view that goes away stops listening.
@MainActor
@Suite("ObservableObjectPublisher")
struct ObservableObjectPublisherTests {
  /// A model without `@Published`, announcing its changes itself.
  final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var faded = false {
      willSet { objectWillChange.send() }
    }
  }

  struct Fader: View {
    @ObservedObject var model: Manual
    var body: some View {
      Color.red.frame(width: 50, height: 50).opacity(model.faded ? 0 : 1)
    }
  }

  @Test("send() inside withAnimation(.linear 1 s) animates the view: opacity 0.5 after 0.5 s")
  func sendAnimates() {
    let model = Manual()
    let hosted = HostedView(Fader(model: model))
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    withAnimation(.linear(duration: 1)) { model.faded = true }
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? -1) - 0.5) < 1e-9)
  }

  struct Optional: View {
    let model: Manual
    @State var shown = true
    var body: some View {
      VStack {
        Text("toggle").onTapGesture { shown.toggle() }
        if shown { Fader(model: model) }
      }
    }
  }

  @Test("a removed view's subscription ends with it (1 subscriber, then 0)")
  func removedViewUnsubscribes() {
    let model = Manual()
    let hosted = HostedView(Optional(model: model))
    hosted.frame()
    #expect(model.objectWillChange.subscriberCount == 1)
    hosted.click(text: "toggle")
    hosted.run(to: 60)
    #expect(model.objectWillChange.subscriberCount == 0)
  }
}
